// A team's picture, or its initial when there is no picture or it fails to load. Decorative: the
// team's name is always written beside it.
import { useState } from 'react';
import styled from 'styled-components';

const SIDE = '24px';

const Picture = styled.img`
  flex: none;
  width: ${SIDE};
  height: ${SIDE};
  object-fit: contain;
`;

const Initial = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${SIDE};
  height: ${SIDE};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.palette.surface.raised};
  color: ${({ theme }) => theme.palette.text.primary};
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
`;

export function TeamLogo({ name, pic }: { name: string; pic?: string | undefined }) {
  const [failed, setFailed] = useState<string | undefined>(undefined);
  if (pic !== undefined && pic !== '' && failed !== pic) {
    return <Picture src={pic} alt="" loading="lazy" onError={() => setFailed(pic)} />;
  }
  return <Initial aria-hidden="true">{Array.from(name.trim())[0]?.toUpperCase() ?? ''}</Initial>;
}
