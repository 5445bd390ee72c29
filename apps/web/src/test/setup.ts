import { installDomStubs } from './domStubs';

installDomStubs();
