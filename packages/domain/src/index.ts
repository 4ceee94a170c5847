// Root entry: re-exports of the pure modules. Side-effect free, so bundlers keep only what is used.
// Prefer subpath imports (`@bet/domain/money`) in code that needs one module.
