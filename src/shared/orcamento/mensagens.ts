// The budget plan's rules speak these (distribuicao.ts, ultrapassagem.ts, fechamento.ts); each is
// a key of the catalogue, filled in with interpolar and shown through traduzir.
export const MENSAGENS_DO_ORCAMENTO = {
  valorAnual: 'O valor anual deve ser um número inteiro de centavos de 0 a 999.999.999.999,99.',
  copiaNaPropriaLinha: 'Escolha outra categoria ou outro centro de custo para receber a cópia.',
  avisoDeUltrapassagem:
    'Atenção: esta despesa ultrapassa o orçamento de {categoria} / {centroDeCusto} em {competencia} em {excedente} (planejado {planejado}, já comprometido {comprometido}, esta despesa {valor}).',
  bloqueioPorUltrapassagem:
    'Esta despesa ultrapassaria o orçamento de {categoria} / {centroDeCusto} em {competencia} em {excedente} (planejado {planejado}, já comprometido {comprometido}, esta despesa {valor}) e não pode ser salva.',
  anoFechado: 'O orçamento de {ano} está fechado e não aceita alterações.',
} as const;
