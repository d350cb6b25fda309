import type { MouseEvent } from 'react';
import { Link, Text, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import { useLinkDaRota } from '../../../components/navigation/useLinkDaRota.ts';
import { useT } from '../../../i18n/traducao.ts';
import { nascimentoDa, nomeTruncado, type PessoaDoCadastro } from '../dados/pessoa.ts';
import { PapeisDaPessoa } from '../PapeisDaPessoa.tsx';
import { FotoDaPessoa } from './FotoDaPessoa.tsx';

const useEstilos = makeStyles({
  cartao: {
    display: 'flex',
    gap: tokens.spacingHorizontalM,
    alignItems: 'center',
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    minWidth: 0,
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  dados: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  nome: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  linha: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  secundario: { color: tokens.colorNeutralForeground3 },
  // Read by screen readers only: the date alone says nothing.
  oculto: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
});

/** A person's card: photo, code, name (30 characters, the whole of it in a tooltip), roles and birth date. */
export function CartaoDePessoa({ pessoa, caminho }: { pessoa: PessoaDoCadastro; caminho: string | null }) {
  const estilos = useEstilos();
  const t = useT();
  const navigate = useNavigate();
  const nome = nomeTruncado(pessoa.nome);
  const nascimento = nascimentoDa(pessoa);

  // A click anywhere on the card opens the person; the name's link is the keyboard's way in.
  function abrir(event: MouseEvent) {
    if (caminho === null || (event.target as Element).closest('a')) return;
    navigate(caminho);
  }

  return (
    <li className={estilos.cartao} onClick={abrir}>
      <FotoDaPessoa pessoa={pessoa} />
      <div className={estilos.dados}>
        {pessoa.codigo !== null && <Text className={estilos.secundario}>{t('Código {codigo}', { codigo: pessoa.codigo })}</Text>}
        {caminho === null ? (
          <Text className={estilos.nome} title={pessoa.nome}>
            {nome}
          </Text>
        ) : (
          <Tooltip content={pessoa.nome} relationship="inaccessible" positioning="above-start">
            <NomeComLink caminho={caminho} nome={pessoa.nome} texto={nome} />
          </Tooltip>
        )}
        <div className={estilos.linha}>
          <PapeisDaPessoa pessoa={pessoa} />
          {nascimento !== '' && (
            <Text className={estilos.secundario}>
              <span className={estilos.oculto}>{t('Data de nascimento')}: </span>
              {nascimento}
            </Text>
          )}
        </div>
      </div>
    </li>
  );
}

function NomeComLink({ caminho, nome, texto }: { caminho: string; nome: string; texto: string }) {
  const estilos = useEstilos();
  return (
    <Link {...useLinkDaRota(caminho)} className={estilos.nome} aria-label={nome}>
      {texto}
    </Link>
  );
}
