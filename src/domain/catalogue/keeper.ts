/** Who asks about the shared catalogue: the provider flag of the signed-in user (migration 071). */
export interface CatalogueActor {
  provider?: boolean;
}

/**
 * The shared catalogue (issue #30) is kept by the installation's provider: only its user writes entries and
 * manufacturers and sees the check list; every other company reads the catalogue and draws its own cards from it.
 * Routes and screens ask this; the database holds the same line (migration 202611291228_shared_catalogue).
 */
export const mayKeepCatalogue = (actor: CatalogueActor): boolean => actor.provider === true;
