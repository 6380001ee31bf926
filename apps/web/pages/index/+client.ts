import { hydratePage } from '../../renderer/islands-client';
import HomeHero from './home-hero.island';

hydratePage([HomeHero]);
