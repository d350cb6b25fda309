// The server's log after the whole e2e run holds no token, password or CPF (issue 7; DESIGN.md):
// every request is logged at info level while the specs log in, search by CPF, open photos
// through their authtoken links and change passwords.

const VAZAMENTOS: readonly [string, RegExp][] = [
  ['CPF', /\b\d{3}\.\d{3}\.\d{3}-\d{2}\b/],
  ['token na URL', /[?&](?:authtoken|token)=(?!\*\*\*)/i],
  ['senha', /"(?:password|senha|senhaAtual|novaSenha|confirmacaoSenha)"\s*:/i],
  ['cabeçalho de sessão', /x-auth-token/i],
];

/** Each line that leaks, with what it leaks; and how many requests the log holds (it must hold them). */
export function vazamentosNoRegistro(saida: string): { vazamentos: string[]; requisicoes: number } {
  const linhas = saida.split('\n');
  const vazamentos = linhas.flatMap((linha) => VAZAMENTOS.filter(([, padrao]) => padrao.test(linha)).map(([nome]) => `${nome}: ${linha.slice(0, 300)}`));
  return { vazamentos, requisicoes: linhas.filter((l) => l.includes('"incoming request"')).length };
}
