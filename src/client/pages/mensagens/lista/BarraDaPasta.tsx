import { useState, type FormEvent } from 'react';
import { Button, Input, makeStyles, tokens } from '@fluentui/react-components';
import { ComposeRegular, FilterRegular, SearchRegular } from '@fluentui/react-icons';
import { LIMITES_DA_MENSAGEM } from '../../../../shared/api/mensagens.ts';
import { pathFor } from '../../../app/routes/pathFor.ts';
import { useLinkDaRota } from '../../../components/navigation/useLinkDaRota.ts';
import { useT } from '../../../i18n/traducao.ts';

const useEstilos = makeStyles({
  barra: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  busca: { display: 'flex', flex: '1 1 240px', minWidth: 0, gap: tokens.spacingHorizontalXS },
  campo: { flexGrow: 1, minWidth: 0 },
  botoes: { display: 'flex', gap: tokens.spacingHorizontalS },
});

interface BarraDaPastaProps {
  rotulo: string;
  termo: string;
  onPesquisar(termo: string): void;
}

/** Search (Enter or the button), the filters page and a new message. */
export function BarraDaPasta({ rotulo, termo, onPesquisar }: BarraDaPastaProps) {
  const estilos = useEstilos();
  const t = useT();
  const [texto, setTexto] = useState(termo);
  const [conhecido, setConhecido] = useState(termo);
  // The URL changed (back, a link): show its search.
  if (termo !== conhecido) {
    setConhecido(termo);
    setTexto(termo);
  }
  const nova = useLinkDaRota(pathFor('mensagens.nova'));
  const filtros = useLinkDaRota(pathFor('mensagens.filtros'));

  function pesquisar(evento: FormEvent) {
    evento.preventDefault();
    onPesquisar(texto.trim());
  }

  return (
    <div className={estilos.barra}>
      <form role="search" className={estilos.busca} onSubmit={pesquisar}>
        <Input
          className={estilos.campo}
          type="search"
          value={texto}
          maxLength={LIMITES_DA_MENSAGEM.busca}
          onChange={(_, d) => setTexto(d.value)}
          aria-label={t('Pesquisar em {pasta}', { pasta: rotulo })}
          placeholder={t('Pesquisar no assunto e no texto')}
        />
        <Button type="submit" icon={<SearchRegular />} aria-label={t('Pesquisar')} />
      </form>
      <span className={estilos.botoes}>
        <Button as="a" {...filtros} icon={<FilterRegular />}>
          {t('Filtros')}
        </Button>
        <Button as="a" {...nova} appearance="primary" icon={<ComposeRegular />}>
          {t('Nova mensagem')}
        </Button>
      </span>
    </div>
  );
}
