import type { CarrierSettings, CarrierSettingsBody } from '../../../domain/schemas/cargo';

/** The body of PUT /api/cargo/carriers/:carrier from the settings read, with `change` over them (no password: kept). */
export function carrierBody(s: CarrierSettings, change: Partial<CarrierSettingsBody>): CarrierSettingsBody {
  const { carrier: _carrier, passwordSet: _set, saved: _saved, ...rest } = s;
  return { ...rest, ...change };
}
