// The permission tags of the module's hand-written pages (the configuration screens name theirs in their descriptors).
export const TAG_REGISTRAR = 'registrointervalo.intervalo.registrar';
/** Who may list the users (GET /api/usuarios) may ask for any user's report. */
export const TAG_LISTAR_USUARIOS = 'configuracoes.usuario.visualizar';
