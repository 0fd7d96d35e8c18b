import { paymentsApi } from '@contract/api/payments';
import { httpRoute } from '../shared/http-handler';
import { paymentLinks } from './provider-config';

/** GET /payments/availability (public): whether this stage sells plans (its payment links are configured). */
export const handler = httpRoute(paymentsApi.getPaymentsAvailability, async () => ({ available: paymentLinks() !== undefined }));
