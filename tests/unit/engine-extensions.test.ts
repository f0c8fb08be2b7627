import { describe, expect, it } from 'vitest';
import { effectHandler, factProvider, registerEffectHandler, registerFactProvider, registerViewDecorator } from '../../src/server/documents/extensions';

// This process builds no app: nothing is registered with the engine until a test registers it.
describe('the document engine’s extensions', () => {
  it('a fact or an effect nobody registered is an error naming it', () => {
    expect(() => factProvider('loanReturn')).toThrow(/fact provider "loanReturn"/);
    expect(() => effectHandler('copyBack')).toThrow(/effect handler "copyBack"/);
  });

  it('a name is registered once: a second registration throws', () => {
    const none = () => Promise.resolve({});
    registerFactProvider('loanRenewal', none);
    expect(() => registerFactProvider('loanRenewal', none)).toThrow(/already has a fact provider "loanRenewal"/);
    registerEffectHandler('holdFulfilled', () => Promise.resolve());
    expect(() => registerEffectHandler('holdFulfilled', () => Promise.resolve())).toThrow(/already has an? effect handler "holdFulfilled"/);
    registerViewDecorator('planted', none);
    expect(() => registerViewDecorator('planted', none)).toThrow(/already has a view decorator "planted"/);
    expect(factProvider('loanRenewal')).toBe(none);
  });
});
