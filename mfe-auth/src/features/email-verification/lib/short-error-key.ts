import type { ApiError } from '@salon/contracts/api';
import { commonErrorKey } from '../../../lib/api-error.ts';

/**
 * The message of an e-mail update error the modal has no dedicated text for (spec part
 * 2, section 8: "the generic short unexpected-error message"). The common codes that
 * tell the customer what to do (wait, check the connection) keep their own text.
 */
export function shortErrorKey(error: ApiError): string {
  const key = commonErrorKey(error);
  return key === 'errors.UNKNOWN_ERROR' ? 'errors.unexpectedShort' : key;
}
