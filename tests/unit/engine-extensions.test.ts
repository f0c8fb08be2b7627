import { describe, expect, it } from 'vitest';
import { Registry, type EffectHandler, type FactProvider, type ViewDecorator } from '../../src/server/documents/extensions';

// Registries of the test's own: the engine's are filled by whatever app another test in this process built.
describe('the document engine’s extensions', () => {
  it('a fact or an effect nobody registered is an error naming it', () => {
    expect(() => new Registry<string, FactProvider>('fact provider').require('loanReturn')).toThrow(/fact provider "loanReturn"/);
    expect(() => new Registry<string, EffectHandler>('effect handler').require('copyBack')).toThrow(/effect handler "copyBack"/);
  });

  it('a name is registered once: a second registration throws', () => {
    const none = () => Promise.resolve({});
    const facts = new Registry<string, FactProvider>('fact provider');
    facts.register('loanRenewal', none);
    expect(() => facts.register('loanRenewal', none)).toThrow(/already has a fact provider "loanRenewal"/);
    const views = new Registry<string, ViewDecorator>('view decorator');
    views.register('planted', none);
    expect(() => views.register('planted', none)).toThrow(/already has a view decorator "planted"/);
    expect(facts.require('loanRenewal')).toBe(none);
  });
});
