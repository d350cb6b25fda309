/** The two kinds of título, each a model (and a view) of its own: what is received and what is paid. */
export type TipoDoTitulo = 'receita' | 'despesa';
