package dev.dynamofixtures.samples.datasets;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/**
 * The access patterns of the articles behind the sample datasets, as Query requests: what the sample
 * applications will run, what {@link SampleDatasetsTest} checks the answers of, and what
 * {@link SampleDatasetsDifferentialTest} runs on both the engine and DynamoDB Local.
 */
final class ArticleQueries {
    static final String ORDERS = "orders";
    static final String FILE_TREE = "file-tree";
    static final String CATALOG = "ProductCatalog";
    static final String USERS_ORDERS = "users-orders";
    static final String MATCHES = "tournament-matches";

    private ArticleQueries() {
    }

    /** A query with the name it is reported by. */
    record Named(String description, QueryRequest request) {
        @Override
        public String toString() {
            return description;
        }
    }

    // Orders dashboard (multi-attribute GSIs, Scenarios 1 and 2).

    static QueryRequest ordersOf(String customer) {
        return query(ORDERS, "OrdersByStatusDateAmount", "customer_id = :cust", ":cust", s(customer));
    }

    static QueryRequest ordersOf(String customer, String status) {
        return query(ORDERS, "OrdersByStatusDateAmount", "customer_id = :cust AND #status = :status",
                ":cust", s(customer), ":status", s(status));
    }

    static QueryRequest ordersOf(String customer, String status, String date) {
        return query(ORDERS, "OrdersByStatusDateAmount",
                "customer_id = :cust AND #status = :status AND order_date = :date",
                ":cust", s(customer), ":status", s(status), ":date", s(date));
    }

    static QueryRequest ordersAbove(String customer, String status, String date, String minAmount) {
        return query(ORDERS, "OrdersByStatusDateAmount",
                "customer_id = :cust AND #status = :status AND order_date = :date AND amount > :min_amount",
                ":cust", s(customer), ":status", s(status), ":date", s(date), ":min_amount", n(minAmount));
    }

    /**
     * A range on order_date, the last sort attribute the query names. (The amount threshold cannot be added as a
     * filter: amount is a key attribute of this index, and DynamoDB refuses filters on key attributes.)
     */
    static QueryRequest ordersSince(String customer, String status, String fromDate) {
        return query(ORDERS, "OrdersByStatusDateAmount",
                "customer_id = :cust AND #status = :status AND order_date >= :from", ":cust", s(customer),
                ":status", s(status), ":from", s(fromDate));
    }

    static QueryRequest shardedOrders(String customer, String status) {
        return query(ORDERS, "OrdersByCustomerStatus", "customer_id = :cust AND #status = :status",
                ":cust", s(customer), ":status", s(status));
    }

    static QueryRequest shardedOrdersAbove(String customer, String status, String date, String minAmount) {
        return query(ORDERS, "OrdersByCustomerStatus",
                "customer_id = :cust AND #status = :status AND order_date = :date AND amount > :min_amount",
                ":cust", s(customer), ":status", s(status), ":date", s(date), ":min_amount", n(minAmount));
    }

    // File tree (path sort keys, parent GSI, modification-time LSI).

    static QueryRequest subtree(String drive, String folder) {
        return query(FILE_TREE, null, "PK = :drive AND begins_with(SK, :prefix)",
                ":drive", s(drive), ":prefix", s(folder));
    }

    static QueryRequest children(String drive, String folder) {
        return query(FILE_TREE, "ChildrenByParent", "PK = :drive AND parent = :folder",
                ":drive", s(drive), ":folder", s(folder));
    }

    static QueryRequest recentlyModified(String drive, String since) {
        return query(FILE_TREE, "FilesByModified", "PK = :drive AND modified >= :since",
                ":drive", s(drive), ":since", s(since)).toBuilder().scanIndexForward(false).build();
    }

    // Product catalog (hierarchical sort keys, sparse sale index).

    static QueryRequest productsOf(String category) {
        return query(CATALOG, null, "PK = :pk AND begins_with(SK, :sk_prefix)",
                ":pk", s("CATEGORY#" + category), ":sk_prefix", s("PRODUCT#"));
    }

    /** One product and its variants: "$" is the character after "#", so no other product's id matches. */
    static QueryRequest productWithVariants(String category, String productId) {
        return query(CATALOG, null, "PK = :pk AND SK BETWEEN :product AND :after",
                ":pk", s("CATEGORY#" + category), ":product", s("PRODUCT#" + productId),
                ":after", s("PRODUCT#" + productId + "$"));
    }

    static QueryRequest onSale(String campaign) {
        return query(CATALOG, "OnSale", "on_sale = :campaign", ":campaign", s(campaign));
    }

    static QueryRequest onSaleUpTo(String campaign, String maxPrice) {
        return query(CATALOG, "OnSale", "on_sale = :campaign AND sale_price <= :max",
                ":campaign", s(campaign), ":max", n(maxPrice));
    }

    // Users and orders (overloaded GSI, and its multi-attribute alternative).

    static QueryRequest userProfile(String userId) {
        return query(USERS_ORDERS, "UserOrdersGSI", "gsi_pk = :pk AND gsi_sk = :sk",
                ":pk", s("USER#" + userId), ":sk", s("USER#METADATA"));
    }

    static QueryRequest userOrders(String userId) {
        return query(USERS_ORDERS, "UserOrdersGSI", "gsi_pk = :pk AND begins_with(gsi_sk, :sk_prefix)",
                ":pk", s("USER#" + userId), ":sk_prefix", s("ORDER#"));
    }

    static QueryRequest userOrder(String userId, String orderId) {
        return query(USERS_ORDERS, "UserOrdersGSI", "gsi_pk = :pk AND gsi_sk = :sk",
                ":pk", s("USER#" + userId), ":sk", s("ORDER#" + orderId));
    }

    static QueryRequest everythingAbout(String userId) {
        return query(USERS_ORDERS, "UserOrdersGSI", "gsi_pk = :pk", ":pk", s("USER#" + userId));
    }

    static QueryRequest userOrdersByCreation(String userId) {
        return query(USERS_ORDERS, "UserEntitiesByType", "userId = :user AND entityType = :type",
                ":user", s(userId), ":type", s("ORDER"));
    }

    static QueryRequest userOrdersCreatedBetween(String userId, String from, String to) {
        return query(USERS_ORDERS, "UserEntitiesByType",
                "userId = :user AND entityType = :type AND createdAt BETWEEN :from AND :to",
                ":user", s(userId), ":type", s("ORDER"), ":from", s(from), ":to", s(to));
    }

    // Tournament matches (two-attribute partition key, three-attribute sort key; player history).

    static QueryRequest regionMatches(String tournament, String region) {
        return query(MATCHES, "TournamentRegionIndex", "tournamentId = :t AND #region = :r",
                ":t", s(tournament), ":r", s(region));
    }

    static QueryRequest roundMatches(String tournament, String region, int round) {
        return query(MATCHES, "TournamentRegionIndex", "tournamentId = :t AND #region = :r AND round = :round",
                ":t", s(tournament), ":r", s(region), ":round", n(Integer.toString(round)));
    }

    static QueryRequest bracketMatches(String tournament, String region, int round, String bracket) {
        return query(MATCHES, "TournamentRegionIndex",
                "tournamentId = :t AND #region = :r AND round = :round AND bracket = :bracket",
                ":t", s(tournament), ":r", s(region), ":round", n(Integer.toString(round)), ":bracket", s(bracket));
    }

    static QueryRequest roundsFrom(String tournament, String region, int round) {
        return query(MATCHES, "TournamentRegionIndex", "tournamentId = :t AND #region = :r AND round >= :round",
                ":t", s(tournament), ":r", s(region), ":round", n(Integer.toString(round)));
    }

    static QueryRequest playerHistory(String playerId) {
        return query(MATCHES, "PlayerMatchHistoryIndex", "player1Id = :p", ":p", s(playerId));
    }

    static QueryRequest playerHistoryIn(String playerId, String datePrefix) {
        return query(MATCHES, "PlayerMatchHistoryIndex", "player1Id = :p AND begins_with(matchDate, :month)",
                ":p", s(playerId), ":month", s(datePrefix));
    }

    /** Every access pattern above with the arguments {@link SampleDatasetsTest} uses, for the differential test. */
    static List<Named> all() {
        return List.of(
                new Named("orders of 1A2B3C", ordersOf("1A2B3C")),
                new Named("PENDING orders of 1A2B3C", ordersOf("1A2B3C", "PENDING")),
                new Named("PENDING orders of 1A2B3C on 2025-11-04", ordersOf("1A2B3C", "PENDING", "2025-11-04")),
                new Named("... above $100", ordersAbove("1A2B3C", "PENDING", "2025-11-04", "100")),
                new Named("PENDING since 2025-11-05", ordersSince("1A2B3C", "PENDING", "2025-11-05")),
                new Named("9Z8Y7X's NEW orders, sharded", shardedOrders("9Z8Y7X", "NEW")),
                new Named("... above $10,000", shardedOrdersAbove("9Z8Y7X", "NEW", "2025-11-04", "10000")),
                new Named("subtree of root/photos/", subtree("DRIVE#a91", "root/photos/")),
                new Named("subtree of root/", subtree("DRIVE#a91", "root/")),
                new Named("children of a91's root/photos/", children("DRIVE#a91", "root/photos/")),
                new Named("children of b07's root/", children("DRIVE#b07", "root/")),
                new Named("a91's files modified in 2026", recentlyModified("DRIVE#a91", "2026-01-01")),
                new Named("Electronics products", productsOf("Electronics")),
                new Named("Books products", productsOf("Books")),
                new Named("TV-LG-55 and its variants", productWithVariants("Electronics", "TV-LG-55")),
                new Named("on sale on Black Friday", onSale("BLACKFRIDAY2025")),
                new Named("on sale on Cyber Monday", onSale("CYBERMONDAY2025")),
                new Named("Black Friday up to $600", onSaleUpTo("BLACKFRIDAY2025", "600")),
                new Named("profile of 123", userProfile("123")),
                new Named("orders of 123, overloaded GSI", userOrders("123")),
                new Named("order ABC of 123", userOrder("123", "ABC")),
                new Named("everything about 125", everythingAbout("125")),
                new Named("orders of 123, multi-attribute GSI", userOrdersByCreation("123")),
                new Named("orders of 125 in October", userOrdersCreatedBetween("125", "2025-10-01", "2025-11-01")),
                new Named("orders of 128", userOrders("128")),
                new Named("WINTER2024 NA-EAST", regionMatches("WINTER2024", "NA-EAST")),
                new Named("WINTER2024 NA-EAST round 2", roundMatches("WINTER2024", "NA-EAST", 2)),
                new Named("WINTER2024 EU-WEST round 2 UPPER", bracketMatches("WINTER2024", "EU-WEST", 2, "UPPER")),
                new Named("WINTER2024 NA-WEST from round 3", roundsFrom("WINTER2024", "NA-WEST", 3)),
                new Named("WEEKLY-CUP NA-EAST round 2", roundMatches("WEEKLY-CUP", "NA-EAST", 2)),
                new Named("player 101", playerHistory("101")),
                new Named("player 101 in January 2024", playerHistoryIn("101", "2024-01")));
    }

    private static QueryRequest query(String table, String index, String keyCondition, Object... values) {
        Map<String, AttributeValue> attributeValues = new LinkedHashMap<>();
        for (int i = 0; i < values.length; i += 2) {
            attributeValues.put((String) values[i], (AttributeValue) values[i + 1]);
        }
        Map<String, String> names = new LinkedHashMap<>();
        for (String reserved : List.of("status", "region", "name")) {
            if (keyCondition.contains("#" + reserved)) {
                names.put("#" + reserved, reserved);
            }
        }
        QueryRequest.Builder request = QueryRequest.builder().tableName(table).indexName(index)
                .keyConditionExpression(keyCondition).expressionAttributeValues(attributeValues);
        return (names.isEmpty() ? request : request.expressionAttributeNames(names)).build();
    }

    private static AttributeValue s(String value) {
        return AttributeValue.fromS(value);
    }

    private static AttributeValue n(String value) {
        return AttributeValue.fromN(value);
    }
}
