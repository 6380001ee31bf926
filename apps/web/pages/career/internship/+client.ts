import { hydratePage } from '../../../renderer/islands-client';
import InternshipRequestForm from '../../../src/features/forms/internship-request-form.island';
import SliderButtons from '../../../src/ui/slider-buttons.island';

hydratePage([SliderButtons, InternshipRequestForm]);
