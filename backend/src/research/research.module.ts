import { Module } from '@nestjs/common';
import { CapabilitiesController } from './capabilities.controller';

/** Read-only facts about the research this server runs. */
@Module({ controllers: [CapabilitiesController] })
export class ResearchModule {}
