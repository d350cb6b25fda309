// The configuracoes family's chunk: its root page, users and permission groups (units and
// sectors are engine screens).
export { ConfiguracoesPage } from './ConfiguracoesPage.tsx';
export { EdicaoDeUsuarioPage, NovoUsuarioPage, UsuariosPage } from './usuarios/UsuariosPages.tsx';
export { EdicaoDeGrupoPermissaoPage, GruposPermissaoPage, NovoGrupoPermissaoPage } from './grupopermissao/GruposPermissaoPages.tsx';
