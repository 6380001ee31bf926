import { hydratePage } from '../../../renderer/islands-client';
import InternshipRequestForm from '@/features/forms/internship-request-form.island';
import SliderButtons from '@/ui/slider-buttons.island';

hydratePage([SliderButtons, InternshipRequestForm]);
