import { hydratePage } from '../../../renderer/islands-client';
import BreakerCalculator from '../../../src/features/tools/breaker-calculator.island';
import LightingCalculator from '../../../src/features/tools/lighting-calculator.island';

hydratePage([BreakerCalculator, LightingCalculator]);
