import { hydratePage } from '../../../../renderer/islands-client';
import VacancyRequestForm from '../../../../src/features/forms/vacancy-request-form.island';
import BackLink from '../../../../src/ui/back-link.island';
import SliderButtons from '../../../../src/ui/slider-buttons.island';

hydratePage([BackLink, SliderButtons, VacancyRequestForm]);
