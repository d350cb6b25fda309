import { useState } from 'react';
import { Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useRolagemInfinita } from '../../../components/table/useRolagemInfinita.ts';
import { useT } from '../../../i18n/traducao.ts';
import { useCadastro } from '../CadastroContext.ts';
import { usePaginasDePessoas } from '../dados/usePaginasDePessoas.ts';
import { CartaoDePessoa } from './CartaoDePessoa.tsx';

const useEstilos = makeStyles({
  // Scrolls on its own, as the table does, so the next page loads within 200 px of its end.
  rolagem: {
    maxHeight: 'min(70vh, 720px)',
    overflowY: 'auto',
    padding: tokens.spacingHorizontalXS,
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  grade: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
    gap: tokens.spacingHorizontalM,
    '@media (max-width: 600px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  vazio: { display: 'block', padding: tokens.spacingVerticalL, textAlign: 'center' },
  carregando: { padding: tokens.spacingVerticalS },
});

/** Grade: the people as cards, the next page loaded as the user scrolls near the end. */
export function VistaGrade() {
  const estilos = useEstilos();
  const t = useT();
  const { corpo, rpp, rodada, caminhoDaEdicao } = useCadastro();
  const { pessoas, carregando, temMais, carregarMais } = usePaginasDePessoas(corpo, rpp, rodada);
  const [rolagem, setRolagem] = useState<HTMLDivElement | null>(null);
  const aoRolar = useRolagemInfinita(rolagem, { ativa: true, temMais, carregando, onCarregarMais: carregarMais, quantidade: pessoas.length });

  return (
    <div
      ref={setRolagem}
      className={estilos.rolagem}
      role="region"
      aria-label={t('Pessoas')}
      aria-busy={carregando}
      // Focusable so the keyboard can scroll it.
      tabIndex={0}
      onScroll={aoRolar}
    >
      {pessoas.length > 0 && (
        <ul className={estilos.grade} aria-label={t('Pessoas')}>
          {pessoas.map((pessoa) => (
            <CartaoDePessoa key={pessoa.id} pessoa={pessoa} caminho={caminhoDaEdicao(pessoa.id)} />
          ))}
        </ul>
      )}
      {pessoas.length === 0 && !carregando && <Text className={estilos.vazio}>{t('Nenhum resultado encontrado')}</Text>}
      {carregando && <Spinner className={estilos.carregando} size="tiny" label={t('Carregando...')} />}
    </div>
  );
}
