import { hydratePage } from '../../../renderer/islands-client';
import BreakerCalculator from '@/features/tools/breaker-calculator.island';

hydratePage([BreakerCalculator]);
