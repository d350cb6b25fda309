import type { VerificarPermissao } from '../permissions/usePermissao.ts';

export interface AbaDaSecao {
  name: string;
  path: string;
  titulo: string;
  permissao?: { tags: readonly string[]; any?: boolean };
}

export function abasPermitidas<A extends AbaDaSecao>(abas: readonly A[], pode: VerificarPermissao): A[] {
  return abas.filter((aba) => !aba.permissao || pode(aba.permissao.tags, { any: aba.permissao.any }));
}
