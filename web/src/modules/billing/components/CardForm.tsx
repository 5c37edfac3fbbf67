import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { billingApi } from '../api/billingApi.ts';
import { type CardElement, loadStripe, type StripeJs } from '../stripeJs.ts';

export interface CardHandle {
  stripe: StripeJs;
  card: CardElement;
}

/**
 * The card field: Stripe Elements' card element (locally the sandbox's stand-in), mounted in a box
 * that looks like the form's other fields. Hands the ready Stripe client and element to the form.
 */
export function CardForm({
  onReady,
  onComplete,
  error,
}: {
  onReady: (h: CardHandle) => void;
  onComplete: (complete: boolean) => void;
  error?: string | null;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: mount once; the callbacks are stable enough for a one-time handoff
  useEffect(() => {
    let card: CardElement | undefined;
    let cancelled = false;
    (async () => {
      try {
        const cfg = await billingApi.cardForm();
        const stripe = await loadStripe(cfg.scriptUrl, cfg.publishableKey);
        if (cancelled || !box.current) return;
        card = stripe.elements().create('card');
        card.mount(box.current);
        card.on('change', (e) => onComplete(e.complete));
        onReady({ stripe, card });
      } catch (e) {
        setLoadError((e as Error).message);
      }
    })();
    return () => {
      cancelled = true;
      card?.destroy();
    };
  }, []);
  return (
    <Box>
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        Card
      </Typography>
      <Box
        ref={box}
        data-testid="card-element"
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          px: 1.5,
          py: 1,
          minHeight: 40,
        }}
      />
      {(error || loadError) && (
        <FormHelperText error data-testid="card-error">
          {error ?? loadError}
        </FormHelperText>
      )}
    </Box>
  );
}
