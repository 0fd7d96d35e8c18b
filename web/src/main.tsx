import { createRoot } from 'react-dom/client';
import { bootApp } from './app/boot';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
void bootApp(createRoot(container));
