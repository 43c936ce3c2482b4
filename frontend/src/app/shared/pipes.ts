import { Pipe, type PipeTransform } from '@angular/core';
import type { Confidence } from '@juxta/contracts';
import {
  categoryLabel,
  confidenceLabel,
  formatCount,
  formatDate,
  formatDateTime,
  formatScore,
  formatTime,
  hostname,
  relativeDate,
  safeHttpUrl,
} from './format';

@Pipe({ name: 'jxDate' })
export class DatePipe implements PipeTransform {
  transform(value: string | null | undefined, style: 'date' | 'datetime' | 'time' | 'relative' = 'date'): string {
    switch (style) {
      case 'datetime':
        return formatDateTime(value);
      case 'time':
        return formatTime(value);
      case 'relative':
        return relativeDate(value);
      default:
        return formatDate(value);
    }
  }
}

@Pipe({ name: 'jxScore' })
export class ScorePipe implements PipeTransform {
  transform(value: number | null | undefined): string {
    return formatScore(value);
  }
}

@Pipe({ name: 'jxCount' })
export class CountPipe implements PipeTransform {
  transform(value: number | null | undefined): string {
    return formatCount(value);
  }
}

@Pipe({ name: 'jxCategory' })
export class CategoryPipe implements PipeTransform {
  transform(value: string | null | undefined): string {
    return categoryLabel(value);
  }
}

@Pipe({ name: 'jxConfidence' })
export class ConfidencePipe implements PipeTransform {
  transform(value: Confidence | null | undefined): string {
    return confidenceLabel(value);
  }
}

@Pipe({ name: 'jxSafeUrl' })
export class SafeUrlPipe implements PipeTransform {
  transform(value: string | null | undefined): string | null {
    return safeHttpUrl(value);
  }
}

@Pipe({ name: 'jxHost' })
export class HostPipe implements PipeTransform {
  transform(value: string | null | undefined): string {
    return hostname(value);
  }
}
