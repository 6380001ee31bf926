import { hydratePage } from '../../../renderer/islands-client';
import LightingCalculator from '@/features/tools/lighting-calculator.island';

hydratePage([LightingCalculator]);
