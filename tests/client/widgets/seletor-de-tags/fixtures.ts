import type { TagDoCatalogo } from '../../../../src/shared/api/contract.ts';

/** A small permission catalogue: three modules, one tag only an administrator holds. */
export const CATALOGO: TagDoCatalogo[] = [
  { tag: 'administrador', modulo: 'Geral', descricao: 'Acesso total a todas as funcionalidades e unidades.' },
  { tag: 'gestaopessoas.pessoa.visualizar', modulo: 'Gestão de Pessoas', descricao: 'Consultar o cadastro de pessoas e fornecedores.' },
  { tag: 'gestaopessoas.pessoa.editar', modulo: 'Gestão de Pessoas', descricao: 'Incluir e alterar pessoas.' },
  { tag: 'registrointervalo.intervalo.registrar', modulo: 'Registro de Intervalo', descricao: 'Registrar os próprios intervalos: receber o aviso, iniciar e encerrar.' },
  { tag: 'registrointervalo.relatorio.emitir', modulo: 'Registro de Intervalo', descricao: 'Emitir os relatórios de intervalos e de intervalos excedidos da unidade.' },
];
