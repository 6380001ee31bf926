import { hydratePage } from '../../../../renderer/islands-client';
import VacancyRequestForm from '@/features/forms/vacancy-request-form.island';
import BackLink from '@/ui/back-link.island';
import SliderButtons from '@/ui/slider-buttons.island';

hydratePage([BackLink, SliderButtons, VacancyRequestForm]);
