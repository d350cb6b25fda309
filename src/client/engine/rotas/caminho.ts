/** A route pattern with its parameters filled in: caminhoDaRota('/x/:id', {id: 7}) → '/x/7'. */
export function caminhoDaRota(padrao: string, parametros: Readonly<Record<string, string | number>> = {}): string {
  return padrao.replace(/:(\w+)/g, (_, chave: string) => {
    const valor = parametros[chave];
    if (valor === undefined) throw new Error(`A rota ${padrao} precisa do parâmetro ${chave}`);
    return encodeURIComponent(String(valor));
  });
}
