import type { z } from 'zod';
import type { Queryable } from '../db/database';
import type { CargoOption, ShopBankAccount, cargoOptionBody, shopBankAccountBody } from '../../domain/schemas/b2b-shop';

/** The shop's delivery options (/b2b/kargotanimlari) and the bank accounts a dealer may pay a transfer into (/b2b/havalehesaplari). */
type CargoBody = z.infer<typeof cargoOptionBody>;
type BankBody = z.infer<typeof shopBankAccountBody>;

const CARGO = `id, version, name, price::text as price, free_above::text as "freeAbove", active`;
const BANK = `id, version, bank_name as "bankName", holder, iban, active`;

export async function listCargoOptions(q: Queryable, activeOnly = false): Promise<CargoOption[]> {
  return (await q.query<CargoOption>(`select ${CARGO} from b2b_cargo_options ${activeOnly ? 'where active' : ''} order by price, lower(name), id`)).rows;
}

export async function findCargoOption(q: Queryable, id: number): Promise<CargoOption | null> {
  return (await q.query<CargoOption>(`select ${CARGO} from b2b_cargo_options where id = $1`, [id])).rows[0] ?? null;
}

export async function insertCargoOption(q: Queryable, companyId: number, b: CargoBody): Promise<number> {
  const r = await q.query<{ id: number }>(
    `insert into b2b_cargo_options (company_id, name, price, free_above, active) values ($1, $2, $3, $4, $5) returning id`,
    [companyId, b.name, b.price, b.freeAbove, b.active],
  );
  return r.rows[0]!.id;
}

/** Saves the option if `version` is still the stored one; answers false when it is stale. */
export async function updateCargoOption(q: Queryable, id: number, b: CargoBody): Promise<boolean> {
  const r = await q.query(
    `update b2b_cargo_options set name = $2, price = $3, free_above = $4, active = $5, version = version + 1 where id = $1 and version = $6`,
    [id, b.name, b.price, b.freeAbove, b.active, b.version ?? -1],
  );
  return r.rowCount > 0;
}

export async function cargoNameTaken(q: Queryable, name: string, except: number | null): Promise<boolean> {
  return (await q.query(`select 1 from b2b_cargo_options where lower(name) = lower($1) and id is distinct from $2`, [name, except])).rowCount > 0;
}

export async function listShopBankAccounts(q: Queryable, activeOnly = false): Promise<ShopBankAccount[]> {
  return (await q.query<ShopBankAccount>(`select ${BANK} from b2b_bank_accounts ${activeOnly ? 'where active' : ''} order by lower(bank_name), id`)).rows;
}

export async function findShopBankAccount(q: Queryable, id: number): Promise<ShopBankAccount | null> {
  return (await q.query<ShopBankAccount>(`select ${BANK} from b2b_bank_accounts where id = $1`, [id])).rows[0] ?? null;
}

export async function insertShopBankAccount(q: Queryable, companyId: number, b: BankBody): Promise<number> {
  const r = await q.query<{ id: number }>(
    `insert into b2b_bank_accounts (company_id, bank_name, holder, iban, active) values ($1, $2, $3, $4, $5) returning id`,
    [companyId, b.bankName, b.holder, b.iban, b.active],
  );
  return r.rows[0]!.id;
}

/** Saves the account if `version` is still the stored one; answers false when it is stale. */
export async function updateShopBankAccount(q: Queryable, id: number, b: BankBody): Promise<boolean> {
  const r = await q.query(
    `update b2b_bank_accounts set bank_name = $2, holder = $3, iban = $4, active = $5, version = version + 1 where id = $1 and version = $6`,
    [id, b.bankName, b.holder, b.iban, b.active, b.version ?? -1],
  );
  return r.rowCount > 0;
}

export async function ibanTaken(q: Queryable, iban: string, except: number | null): Promise<boolean> {
  return (await q.query(`select 1 from b2b_bank_accounts where iban = $1 and id is distinct from $2`, [iban, except])).rowCount > 0;
}
