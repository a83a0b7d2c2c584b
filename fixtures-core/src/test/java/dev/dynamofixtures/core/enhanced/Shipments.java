package dev.dynamofixtures.core.enhanced;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Predicate;

/** A fixed data set of shipments, and the order DynamoDB gives them in the {@code byStatusRegion} index. */
final class Shipments {
    /** Sort order of the multi-attribute GSI: year, month, day, then (our tie-break) the table key. */
    static final Comparator<Shipment> INDEX_ORDER = Comparator.comparing(Shipment::getYear)
            .thenComparing(Shipment::getMonth).thenComparing(Shipment::getDay)
            .thenComparing(Shipment::getCustomerId).thenComparing(Shipment::getShipmentId);

    private Shipments() {
    }

    /** 72 shipments: 3 customers, statuses NEW/SHIPPED, regions EU/US, dates over 2023-2025. */
    static List<Shipment> all() {
        List<Shipment> all = new ArrayList<>();
        int n = 0;
        for (int year = 2023; year <= 2025; year++) {
            for (int month = 1; month <= 12; month++) {
                for (int k = 0; k < 2; k++) {
                    n++;
                    String customer = "c" + (n % 3);
                    String status = n % 4 == 0 ? "NEW" : "SHIPPED";
                    String region = n % 5 < 3 ? "EU" : "US";
                    all.add(Shipment.of(customer, String.format("s%03d", n), status, region, year, month, 1 + (n * 7) % 28));
                }
            }
        }
        return all;
    }

    /** The shipments of one {@code byStatusRegion} partition matching {@code filter}, in index order. */
    static List<Shipment> partition(List<Shipment> all, String status, String region, Predicate<Shipment> filter,
                                    boolean forward) {
        Comparator<Shipment> order = forward ? INDEX_ORDER : INDEX_ORDER.reversed();
        return all.stream().filter(s -> s.getStatus().equals(status) && s.getRegion().equals(region))
                .filter(filter).sorted(order).toList();
    }
}
