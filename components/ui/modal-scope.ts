'use client';

import { createContext } from 'react';
import type { ModalKind } from '@/lib/client/modal-stack';

/** Which kind of modal a Dialog below is: the shell's popups are wrapped in 'popup' (components/app/shell-extras.tsx). */
export const ModalScope = createContext<ModalKind>('person');
