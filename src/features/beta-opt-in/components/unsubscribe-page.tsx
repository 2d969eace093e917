import { QueryProvider } from "@/components/query-provider";
import { Button } from "@/components/ui/button";
import { UNSUBSCRIBE_PAGE } from "@/content/beta-opt-in";
import { useUnsubscribe } from "@/features/beta-opt-in/api/unsubscribe";

import { OptInFailure, OptInLayout, OptInMessage, useLinkToken } from "./opt-in-layout";

/**
 * /beta/unsubscribe?token=…, where the unsubscribe link of every e-mail leads when it is opened: it asks first
 * (link scanners open links, and opening must never unsubscribe), then sends the one-click POST.
 */
export function UnsubscribePage() {
  return (
    <QueryProvider>
      <OptInLayout heading={UNSUBSCRIBE_PAGE.heading}>
        <Unsubscribe />
      </OptInLayout>
    </QueryProvider>
  );
}

function Unsubscribe() {
  const token = useLinkToken();
  const unsubscribe = useUnsubscribe();
  if (token === "" || unsubscribe.data === "invalid")
    return <OptInMessage state={UNSUBSCRIBE_PAGE.invalid} />;
  if (unsubscribe.data === "unsubscribed") return <OptInMessage state={UNSUBSCRIBE_PAGE.done} />;
  if (token !== undefined && unsubscribe.isError)
    return <OptInFailure onRetry={() => unsubscribe.mutate(token)} />;
  return (
    <>
      <p className="text-muted-foreground">{UNSUBSCRIBE_PAGE.intro}</p>
      <Button
        type="button"
        disabled={token === undefined || unsubscribe.isPending}
        onClick={() => token && unsubscribe.mutate(token)}
      >
        {unsubscribe.isPending ? UNSUBSCRIBE_PAGE.pending : UNSUBSCRIBE_PAGE.button}
      </Button>
    </>
  );
}
