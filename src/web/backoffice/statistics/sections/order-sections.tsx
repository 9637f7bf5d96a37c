import type { DayPeriod } from '../../../../domain/statistics/period.js';
import { QueryState } from '../query-state.js';
import { useStatistics } from '../use-statistics.js';
import { ByHour } from './by-hour.js';
import { ByWeekday } from './by-weekday.js';
import { CanceledPerDay } from './canceled-per-day.js';
import { LostDemand } from './lost-demand.js';
import { OrdersPerDay } from './orders-per-day.js';
import { PopularItems } from './popular-items.js';
import { RevenueByPaymentMethod } from './revenue-by-payment-method.js';
import { RevenueByTaxRate } from './revenue-by-tax-rate.js';
import { RevenuePerDay } from './revenue-per-day.js';

/** Revenue, orders, cancellations, order times and products: per branch, for everybody who takes orders. */
export function OrderSections({ period, branch }: { period: DayPeriod; branch: number | undefined }) {
  const revenue = useStatistics('revenue', period, branch);
  const orders = useStatistics('orders', period, branch);
  const items = useStatistics('items', period, branch);
  const times = useStatistics('order-times', period, branch);
  const popular = useStatistics('popular-items', period, branch);
  const lost = useStatistics('lost-demand', period, branch);
  const canceled = useStatistics('canceled-orders', period, branch);
  return (
    <>
      <QueryState query={revenue}>
        {(data) => (
          <>
            <RevenuePerDay period={period} data={data} />
            <div className="bo-stats__pair">
              <RevenueByTaxRate period={period} data={data} />
              <RevenueByPaymentMethod period={period} data={data} />
            </div>
          </>
        )}
      </QueryState>
      <QueryState query={orders}>
        {(ordersData) => (
          <QueryState query={items}>
            {(itemsData) => <OrdersPerDay period={period} orders={ordersData} items={itemsData} />}
          </QueryState>
        )}
      </QueryState>
      <QueryState query={orders}>
        {(ordersData) => (
          <QueryState query={canceled}>
            {(canceledData) => <CanceledPerDay period={period} canceled={canceledData} orders={ordersData} />}
          </QueryState>
        )}
      </QueryState>
      <QueryState query={times}>
        {(data) => (
          <div className="bo-stats__pair">
            <ByHour of="orders" period={period} data={data} />
            <ByWeekday of="orders" period={period} data={data} />
          </div>
        )}
      </QueryState>
      <QueryState query={popular}>{(data) => <PopularItems period={period} data={data} />}</QueryState>
      <QueryState query={lost}>{(data) => <LostDemand period={period} data={data} />}</QueryState>
    </>
  );
}
