import { ChangeDetectionStrategy, Component } from '@angular/core';
import { NotFoundViewComponent } from '../../shared/status-views.component';

@Component({
  selector: 'jx-not-found-page',
  imports: [NotFoundViewComponent],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<div class="container page"><jx-not-found-view /></div>`,
})
export class NotFoundPage {}
