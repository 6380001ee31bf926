// What other features use of the forms.
export { NewsSubscriptionBlock } from './news-subscription-block';
