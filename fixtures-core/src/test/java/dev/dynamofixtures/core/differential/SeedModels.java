package dev.dynamofixtures.core.differential;

import static dev.dynamofixtures.core.ops.TestTables.item;
import static dev.dynamofixtures.core.ops.TestTables.table;
import static software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType.N;
import static software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType.S;

import dev.dynamofixtures.core.dataset.Dataset;
import dev.dynamofixtures.core.dataset.DatasetTable;
import dev.dynamofixtures.core.internal.dataset.DatasetAccess;
import dev.dynamofixtures.core.internal.dataset.DatasetContent;
import dev.dynamofixtures.core.internal.dataset.ItemEntry;
import dev.dynamofixtures.core.internal.dataset.Position;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;

/**
 * The five data models of the articles in shared/seeds, as datasets of 60 to 200 items each: orders with
 * multi-attribute GSIs, a file-system tree with path sort keys, a product catalog with variants, users and orders
 * sharing one overloaded GSI, and tournament matches with a two-attribute GSI partition key. Each has items missing
 * from some index (sparse), non-ASCII strings, and numbers written in more than one way ({@code 1299.00}).
 */
final class SeedModels {
    private static final String[] NAMES = {"Alice", "Zoë", "Ünal", "José", "Søren", "李雷", "Ольга", "Nguyễn", "Aïsha",
        "😀 Emoji"};
    private static final String[] STATUSES = {"ACTIVE", "PENDING", "COMPLETED", "CANCELLED", "NEW"};

    private SeedModels() {
    }

    /** The five models by name. */
    static Map<String, Dataset> all() {
        Map<String, Dataset> models = new LinkedHashMap<>();
        models.put("orders", orders());
        models.put("file system", fileSystem());
        models.put("product catalog", productCatalog());
        models.put("users and orders", usersAndOrders());
        models.put("tournament", tournament());
        return models;
    }

    /** Orders by KSUID; customer | status, date, amount and customer, status | date, amount GSIs; time to live. */
    static Dataset orders() {
        CreateTableRequest orders = table("orders").hash("order_id", S)
                .gsi("OrdersByStatusDateAmount", ProjectionType.ALL, "customer_id", S, ">status", S, ">order_date", S,
                        ">amount", N)
                .gsi("OrdersByCustomerStatus", ProjectionType.KEYS_ONLY, "customer_id", S, "status", S, ">order_date", S,
                        ">amount", N)
                .request();
        List<Map<String, AttributeValue>> items = new ArrayList<>();
        for (int n = 0; n < 150; n++) {
            Map<String, AttributeValue> order = item("order_id", String.format("KSUID%03d", n),
                    "customer_id", "C#" + Integer.toHexString(0x1A2B3C + n % 7).toUpperCase(),
                    "status", STATUSES[n % STATUSES.length], "order_date", "2025-11-" + String.format("%02d", 1 + n % 9),
                    "acc_type", n % 2 == 0 ? "A" : "B", "org_id", n % 3 == 0 ? "OMEGA" : "BRAVO",
                    "customer_name", NAMES[n % NAMES.length]);
            if (n % 11 != 0) {
                order.put("amount", AttributeValue.fromN(n % 4 == 0 ? (100 + n) + ".50" : Integer.toString(100 + n)));
            }
            if (n % 13 == 0) {
                order.remove("customer_id"); // guest checkout: in no index
            }
            if (n % 5 == 0) {
                order.put("expires_at", AttributeValue.fromN(Long.toString(1_900_000_000L + n)));
            }
            items.add(order);
        }
        return dataset(List.of(at(orders, Optional.of("expires_at"))), Map.of("orders", items));
    }

    /** Drives: folders and files under DRIVE#account, the path as sort key; a parent GSI and a size LSI. */
    static Dataset fileSystem() {
        CreateTableRequest drives = table("drives").hash("PK", S).range("SK", S)
                .gsi("ByParent", ProjectionType.ALL, "parent", S, ">SK", S)
                .lsi("BySize", ProjectionType.KEYS_ONLY, "bytes", N)
                .request();
        String[] folders = {"root/", "root/photos/", "root/photos/2026/", "root/photos/été/", "root/docs/",
            "root/docs/日本語/", "root/music/", "root/music/Motörhead/"};
        String[] files = {"beach.jpg", "sunset.jpg", "taxes.pdf", "Ça va.txt", "résumé.docx", "データ.csv", "ß.md",
            "😀.png", "a b.txt", "Z.jpg", "z.jpg", "0.bin"};
        List<Map<String, AttributeValue>> items = new ArrayList<>();
        for (String account : List.of("a91", "b07", "ñ42")) {
            for (int f = 0; f < folders.length; f++) {
                String folder = folders[f];
                Map<String, AttributeValue> node = item("PK", "DRIVE#" + account, "SK", folder, "node_type", "folder");
                if (f > 0) {
                    node.put("parent", AttributeValue.fromS(folder.substring(0, folder.lastIndexOf('/',
                            folder.length() - 2) + 1)));
                }
                items.add(node);
                for (int i = 0; i < 2 + (f + account.length()) % 3; i++) {
                    String name = files[(f * 5 + i * 7 + account.charAt(0)) % files.length];
                    items.add(item("PK", "DRIVE#" + account, "SK", folder + name, "node_type", "file",
                            "parent", folder, "bytes", 1000 + 977L * (f * 10 + i) % 600_000));
                }
            }
        }
        return dataset(List.of(at(drives, Optional.empty())), Map.of("drives", deduplicated(items, "PK", "SK")));
    }

    /** ProductCatalog: products and their variants under CATEGORY#; by-brand (products) and by-color (variants) GSIs. */
    static Dataset productCatalog() {
        CreateTableRequest catalog = table("ProductCatalog").hash("PK", S).range("SK", S)
                .gsi("ByBrandPrice", ProjectionType.ALL, "brand", S, ">price", N)
                .gsiInclude("ByColor", List.of("stock", "productName"), "color", S, ">stock", N)
                .request();
        String[] categories = {"Electronics", "Küche", "Jardín", "家電"};
        String[] brands = {"LG", "Dell", "Bosch", "Sony", "Miele", "Ikea"};
        String[] colors = {"Black", "Silver", "Weiß", "Rouge", "Blue"};
        String[] prices = {"799.99", "1299.00", "49", "0.5", "1e3", "12.340"};
        List<Map<String, AttributeValue>> items = new ArrayList<>();
        for (int p = 0; p < 30; p++) {
            String category = "CATEGORY#" + categories[p % categories.length];
            String product = "PRODUCT#" + brands[p % brands.length].toUpperCase() + "-" + p;
            Map<String, AttributeValue> main = item("PK", category, "SK", product,
                    "productName", brands[p % brands.length] + " model " + p + (p % 4 == 0 ? " — édition spéciale" : ""),
                    "brand", brands[p % brands.length], "price", AttributeValue.fromN(prices[p % prices.length]),
                    "tags", AttributeValue.fromSs(List.of("new", "tag" + p % 3)));
            if (p % 7 == 0) {
                main.remove("brand"); // unbranded: not in ByBrandPrice
            }
            items.add(main);
            for (int v = 0; v < p % 4; v++) {
                Map<String, AttributeValue> variant = item("PK", category, "SK", product + "#VARIANT#" + colors[(p + v)
                        % colors.length], "color", colors[(p + v) % colors.length], "stock", (p * 3 + v * 5) % 40);
                if (v == 2) {
                    variant.put("dimensions", AttributeValue.fromM(item("w", 55, "h", 32.5, "unit", "cm")));
                }
                items.add(variant);
            }
        }
        return dataset(List.of(at(catalog, Optional.empty())), Map.of("ProductCatalog", items));
    }

    /** Users and their orders in one table, both in the overloaded UserOrdersGSI (gsi_pk | gsi_sk). */
    static Dataset usersAndOrders() {
        CreateTableRequest app = table("app").hash("pk", S).range("sk", S)
                .gsi("UserOrdersGSI", ProjectionType.ALL, "gsi_pk", S, ">gsi_sk", S)
                .request();
        List<Map<String, AttributeValue>> items = new ArrayList<>();
        for (int u = 0; u < 20; u++) {
            String user = "USER#" + (100 + u);
            items.add(item("pk", user, "sk", "METADATA", "userId", Integer.toString(100 + u), "name", NAMES[u % NAMES.length],
                    "gsi_pk", user, "gsi_sk", "USER#METADATA"));
            for (int o = 0; o < u % 5; o++) {
                String order = "ORD" + (char) ('A' + o) + u;
                Map<String, AttributeValue> it = item("pk", user, "sk", "ORDER#" + order, "orderId", order,
                        "userId", Integer.toString(100 + u), "status", o % 2 == 0 ? "PENDING" : "SHIPPED",
                        "gsi_pk", user, "gsi_sk", "ORDER#" + order);
                if (o == 3) {
                    it.remove("gsi_sk"); // an archived order: out of the index
                    it.put("archived", AttributeValue.fromBool(true));
                }
                items.add(it);
            }
            if (u % 6 == 0) {
                items.add(item("pk", user, "sk", "PREFERENCES", "theme", "dark", "language", "français"));
            }
        }
        return dataset(List.of(at(app, Optional.empty())), Map.of("app", items));
    }

    /** Matches: tournamentId, region | round, bracket, matchId, and a player GSI on a number. */
    static Dataset tournament() {
        CreateTableRequest matches = table("matches").hash("matchId", S)
                .gsi("TournamentRegionIndex", ProjectionType.ALL, "tournamentId", S, "region", S, ">round", S,
                        ">bracket", S, ">matchId", S)
                .gsi("PlayerIndex", ProjectionType.KEYS_ONLY, "player1Id", N, ">matchDate", S)
                .request();
        String[] tournaments = {"WINTER2024", "SPRING2025", "ÉTÉ2025"};
        String[] regions = {"NA-EAST", "EU-WEST", "AP-東京"};
        String[] rounds = {"QUARTERFINALS", "SEMIFINALS", "FINALS"};
        List<Map<String, AttributeValue>> items = new ArrayList<>();
        for (int m = 0; m < 120; m++) {
            Map<String, AttributeValue> match = item("matchId", String.format("match-%03d", m),
                    "tournamentId", tournaments[m % 3], "region", regions[(m / 3) % 3], "round", rounds[(m / 9) % 3],
                    "bracket", m % 2 == 0 ? "UPPER" : "LOWER", "player1Id", 101 + m % 17,
                    "player2Id", 201 + m % 13, "matchDate", "2024-01-" + String.format("%02d", 1 + m % 28));
            if (m % 10 == 9) {
                match.remove("region"); // not yet assigned: out of TournamentRegionIndex
            }
            if (m % 8 == 0) {
                match.put("score", AttributeValue.fromL(List.of(AttributeValue.fromN("3"), AttributeValue.fromN("2"))));
            }
            items.add(match);
        }
        return dataset(List.of(at(matches, Optional.empty())), Map.of("matches", items));
    }

    private static DatasetTable at(CreateTableRequest request, Optional<String> ttl) {
        return new DatasetTable(request.tableName(), request, ttl, request.tableName() + ".yml:2:3");
    }

    private static Dataset dataset(List<DatasetTable> tables, Map<String, List<Map<String, AttributeValue>>> items) {
        Map<String, List<ItemEntry>> entries = new LinkedHashMap<>();
        items.forEach((table, list) -> {
            List<ItemEntry> tableEntries = new ArrayList<>();
            for (int i = 0; i < list.size(); i++) {
                tableEntries.add(ItemEntry.fixed(new Position(table + ".yml", 10 + i, 7), list.get(i)));
            }
            entries.put(table, tableEntries);
        });
        return DatasetAccess.dataset(new DatasetContent(tables, entries));
    }

    /** The items without repeated primary keys (generated file names may repeat within a folder). */
    private static List<Map<String, AttributeValue>> deduplicated(List<Map<String, AttributeValue>> items,
                                                                  String partition, String sort) {
        Map<List<AttributeValue>, Map<String, AttributeValue>> byKey = new LinkedHashMap<>();
        for (Map<String, AttributeValue> it : items) {
            byKey.putIfAbsent(List.of(it.get(partition), it.get(sort)), it);
        }
        return new ArrayList<>(byKey.values());
    }
}
