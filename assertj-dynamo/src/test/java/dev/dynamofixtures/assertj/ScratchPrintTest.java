package dev.dynamofixtures.assertj;

import static dev.dynamofixtures.assertj.DynamoAssertions.assertThat;

import org.junit.jupiter.api.Test;

class ScratchPrintTest {
    private static void show(String title, Runnable r) {
        try { r.run(); System.out.println("=== " + title + ": PASSED"); }
        catch (AssertionError e) { System.out.println("=== " + title + "\n" + e.getMessage()); }
    }

    @Test
    void print() {
        try (ShopOrders shop = new ShopOrders()) {
            shop.ordersOfOneByOne("1A2B3C");
            shop.pendingOrdersByScan();
            shop.pendingOrdersOver("1A2B3C", "2025-11-04", 100);
            shop.ordersOfAccountType("1A2B3C", "B");
            for (int i = 0; i < 12; i++) shop.place("N" + i, "C" + (i % 4), "PENDING", "2025-11-06", 10 + i);
            var log = shop.dynamo.operations();
            show("atMost", () -> assertThat(log).hasAtMostCalls(3));
            show("calls onTable", () -> assertThat(log).ofOperation("GetItem").hasCalls(2));
            show("noScans", () -> assertThat(log).hasNoScans());
            show("allQueries", () -> assertThat(log).allQueriesUseIndex("OrdersByCustomerStatus"));
            show("ratio", () -> assertThat(log).readsAtMostTimesWhatItReturns(1.5));
            show("share", () -> assertThat(log).returnsAtLeastShareOfWhatItReads(0.5));
            show("consumed", () -> assertThat(log).hasConsumedAtMost(2));
            show("consumedIdx", () -> assertThat(log).onIndex("OrdersByStatus").hasConsumedAtMost(2));
            show("capacity", () -> assertThat(log).consumedCapacity().isLessThan(1));
            show("wcap", () -> assertThat(log).consumedWriteCapacity().isLessThan(1));
            show("hot", () -> assertThat(log).hasNoHotPartition(0.5));
            show("last", () -> assertThat(log).lastCall().isQuery());
            show("call", () -> assertThat(log).call(8).usesIndex("X"));
            show("call2", () -> assertThat(log).call(8).hasKeyConditionShape("X"));
            show("nocall", () -> assertThat(log).onTable("nope").lastCall());
            for (var c : log.calls()) System.out.println(c.sequence() + " " + c.operation() + " " + c.consumedCapacity() + " " + c.partitionWrites());
        }
    }
}
