import { type AdminHandoverInvitation, productName } from '@license-console/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useConsoleApi } from '../api/console-api-provider.tsx';
import { isApiError } from '../api/errors.ts';
import { licenseKeys } from '../licenses/index.ts';
import { handoverErrorText, handoverTime } from './handover-text.ts';
import { licenseUserKeys } from './queries.ts';
import { licenseUsersStrings } from './strings.ts';

const strings = licenseUsersStrings.acceptHandover;

/**
 * What the page can show: the offer to accept, the pack once accepted, or why not. 'invalid' is a link that is not
 * (or no longer) one (none given, unknown, replaced); 'refused' a handover that no longer waits (spent, cancelled,
 * expired) or an accept the server refused; 'wrong-account' a link sent to another address than the signed-in one.
 */
type AcceptHandoverState = 'loading' | 'failed' | 'invalid' | 'refused' | 'wrong-account' | 'offer' | 'accepted';

interface UseAcceptHandoverOptions {
  /** The token of the mailed link (/license-admin/accept?token=…). */
  token: string | null;
}

function stateOf(
  token: string | null,
  offer: { isError: boolean; error: unknown; data?: AdminHandoverInvitation },
  accept: { isSuccess: boolean; isError: boolean },
): AcceptHandoverState {
  if (!token || isApiError(offer.error, 404)) return 'invalid';
  if (offer.isError) return 'failed';
  if (!offer.data) return 'loading';
  if (accept.isSuccess) return 'accepted';
  if (accept.isError || offer.data.status !== 'pending') return 'refused';
  return offer.data.forCurrentUser ? 'offer' : 'wrong-account';
}

/**
 * The accept page's controller (spec §4: the new administrator accepts a license manager's change): what the link
 * offers (the pack, who asked, until when), read once; Accept makes the signed-in user the pack's administrator.
 * Every refusal says why in the server's words (spent, cancelled, expired, another account).
 */
function useAcceptHandover({ token }: UseAcceptHandoverOptions) {
  const api = useConsoleApi();
  const queryClient = useQueryClient();
  const offer = useQuery({
    queryKey: licenseUserKeys.call('adminHandoverByToken', token ?? ''),
    queryFn: () => api.licenseUsages.adminHandoverByToken(token ?? ''),
    enabled: !!token,
    // A link that is not one stays so; other failures get the retry button.
    retry: false,
  });
  const accept = useMutation({
    mutationFn: () => api.licenseUsages.acceptAdminHandover(token ?? ''),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: licenseKeys.all });
      await queryClient.invalidateQueries({ queryKey: licenseUserKeys.all });
    },
  });
  const state = stateOf(token, offer, accept);
  const invitation = offer.data;
  const refusal = accept.isError
    ? handoverErrorText(accept.error)
    : invitation && invitation.status !== 'pending'
      ? strings.refusals[invitation.status]
      : null;
  return {
    state,
    retry: () => void offer.refetch(),
    /** The offer as the page shows it; null until read. */
    invitation: invitation
      ? {
          ...invitation,
          product: productName(invitation.productId),
          expiresAtText: handoverTime(invitation.expiresAt),
        }
      : null,
    refusal,
    /** The pack, once accepted: the page links to its users. */
    acceptedLicenseId: accept.data?.encryptedId ?? null,
    accept: () => accept.mutate(),
    accepting: accept.isPending,
  };
}

type AcceptHandoverController = ReturnType<typeof useAcceptHandover>;

export { type AcceptHandoverController, type AcceptHandoverState, type UseAcceptHandoverOptions, useAcceptHandover };
