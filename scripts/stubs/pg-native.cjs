// The PostgreSQL driver's optional native binding, which the desk never uses (it
// talks to PostgreSQL in plain JavaScript): the bundle gets this instead of a
// require() of a package the installers do not carry.
throw new Error('The native PostgreSQL binding is not part of Waiver Desk.');
