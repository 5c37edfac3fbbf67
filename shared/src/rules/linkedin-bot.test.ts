import { describe, expect, it } from 'vitest';
import { cloudBotErrorMessage, connectionCheckTexts } from './linkedin-bot.ts';

describe('cloud bot messages (spec 1 §8)', () => {
  it('gives the spec texts word for word', () => {
    expect(cloudBotErrorMessage('LOGIN_ERROR')).toBe(
      'Something went wrong during LinkedIn login. We recommend you stop logging in for some hours.',
    );
    expect(cloudBotErrorMessage('LOGGED_IN_INVALID')).toBe(
      'You have entered invalid LinkedIn credentials. Please fix them and try again.',
    );
    expect(cloudBotErrorMessage('RESET_PASSWORD_VIEW', 'Acme')).toBe(
      'Please reset your LinkedIn password and then proceed to reconnect Acme.',
    );
    expect(connectionCheckTexts.success('Alex Rivera')).toBe(
      'CONNECTED FINE: Linkedin name is --> Alex Rivera',
    );
  });

  it('maps every captcha code to one message and unknown codes to the unexpected one', () => {
    const captcha = ['CAPTCHA_DID_NOT_APPEAR', 'ERROR_CAPTCHA_UNSOLVABLE', 'ERROR_ZERO_BALANCE'].map((c) =>
      cloudBotErrorMessage(c),
    );
    expect(new Set(captcha).size).toBe(1);
    expect(cloudBotErrorMessage('NOT_A_CODE')).toBe(cloudBotErrorMessage('SOMETHING_UNEXPECTED_HAPPENED'));
    expect(cloudBotErrorMessage(undefined)).toBeNull();
  });
});
