namespace EmbeddedDbBench.Core.Shipments;

/// <summary>
/// The seeded W3 data: a carrier's weekly invoices, their shipments, each shipment's packages
/// and charges. Only integer arithmetic on <see cref="Random"/>'s integer draws is used, so the
/// same seed gives the same rows (and files) on every OS. Rows stream to an
/// <see cref="IShipmentsSink"/>; only per-parent counts and running totals are held in memory.
/// </summary>
public sealed class ShipmentsGenerator
{
    /// <summary>The seed the benchmark uses.</summary>
    public const int DefaultSeed = 2006;

    /// <summary>The invoice number Insert 1 writes; generated invoices never use it.</summary>
    public const string InsertedInvoiceNumber = "123456789";

    // Invoices are weekly, Mondays, from the first Monday of 2004.
    private static readonly DateTime _firstInvoiceDate = new(2004, 1, 5, 0, 0, 0, DateTimeKind.Unspecified);

    // Accessorial charges after freight and fuel: code, lowest and highest amount in cents.
    private static readonly (string Code, int Low, int High)[] _accessorials =
    [
        ("RES", 200, 450), ("DAS", 175, 350), ("SIG", 275, 550), ("DV", 100, 2000),
        ("ADH", 850, 1500), ("SAT", 1200, 1600), ("COD", 800, 1200), ("HAZ", 2500, 4500),
    ];

    private readonly ShipmentsScale _scale;
    private readonly int _seed;

    /// <summary>A generator of <paramref name="scale"/> rows from <paramref name="seed"/>.</summary>
    public ShipmentsGenerator(ShipmentsScale scale, int seed = DefaultSeed)
    {
        scale.Validate();
        _scale = scale;
        _seed = seed;
    }

    /// <summary>Generates every row into <paramref name="sink"/>, in the order <see cref="IShipmentsSink"/> describes.</summary>
    public void Generate(IShipmentsSink sink)
    {
        var random = new Random(_seed);
        var shipmentsPerInvoice = Distribute(random, _scale.Shipments, _scale.Invoices, weighted: true);
        var packagesPerShipment = Distribute(random, _scale.Packages, _scale.Shipments, weighted: false);
        var chargesPerShipment = Distribute(random, _scale.Charges, _scale.Shipments, weighted: false);
        var invoiceNumbers = UniqueDigits(random, _scale.Invoices, 100_000_000, 1_000_000_000, long.Parse(InsertedInvoiceNumber));
        var trackingIds = new HashSet<long>();
        var totals = new long[_scale.Invoices];
        var keys = new Keys();
        for (var i = 0; i < _scale.Invoices; i++)
        {
            var account = new Account(i + 1, InvoiceDate(i));
            for (var s = 0; s < shipmentsPerInvoice[i]; s++)
            {
                keys.Shipment++;
                var tracking = NextUnique(random, trackingIds, 100_000_000_000, 1_000_000_000_000);
                totals[i] += Shipment(random, sink, account, keys, tracking,
                    packagesPerShipment[keys.Shipment - 1], chargesPerShipment[keys.Shipment - 1]);
            }
        }

        for (var i = 0; i < _scale.Invoices; i++)
        {
            var account = new Account(i + 1, InvoiceDate(i));
            sink.Invoice(new InvoiceRow(account.Key, invoiceNumbers[i].ToString("D9"), account.InvoiceDate, totals[i], account.Currency));
        }
    }

    private static DateTime InvoiceDate(int index) => _firstInvoiceDate.AddDays(7 * index);

    private static long Shipment(Random random, IShipmentsSink sink, Account account, Keys keys, long tracking, int packages, int charges)
    {
        var shipDate = account.InvoiceDate.AddDays(-random.Next(1, 8));
        long weightTenths = 0;
        for (var p = 0; p < packages; p++)
        {
            var package = Package(random, account, ++keys.Package, keys.Shipment);
            weightTenths += (long)package.WeightTenths * package.Pieces;
            sink.Package(package);
        }

        long net = 0;
        long freight = account.IsDocuments ? random.Next(650, 2001) : 850 + (weightTenths * random.Next(8, 16));
        for (var c = 0; c < charges; c++)
        {
            var (code, amount) = c switch
            {
                0 => ("FRT", freight),
                1 => ("FSC", Math.Max(1, freight * random.Next(8, 16) / 100)),
                _ => Accessorial(random, account),
            };
            net += amount;
            sink.Charge(new ChargeRow(++keys.Charge, keys.Shipment, code, amount, account.Currency));
        }

        sink.Shipment(new ShipmentRow(keys.Shipment, account.Key, tracking.ToString("D12"), shipDate, net, account.Currency));
        return net;
    }

    private static PackageRow Package(Random random, Account account, int key, int shipmentKey)
    {
        var pieces = random.Next(10) < 8 ? 1 : random.Next(2, 6);
        var weightTenths = account.IsDocuments ? random.Next(1, 21) : random.Next(100) switch
        {
            < 35 => random.Next(5, 51),
            < 60 => random.Next(51, 101),
            < 90 => random.Next(101, 401),
            _ => random.Next(401, 1501),
        };
        var (length, width, height) = account.IsDocuments
            ? (12, 9, 1)
            : (random.Next(6, 37), random.Next(6, 25), random.Next(2, 19));
        return account.IsMetric
            ? new PackageRow(key, shipmentKey, pieces, "K", Math.Max(1, weightTenths * 45 / 100), Cm(length), Cm(width), Cm(height), "C")
            : new PackageRow(key, shipmentKey, pieces, "L", weightTenths, length, width, height, "I");
    }

    private static int Cm(int inches) => ((inches * 254) + 50) / 100;

    private static (string Code, long Amount) Accessorial(Random random, Account account)
    {
        var (code, low, high) = _accessorials[random.Next(_accessorials.Length)];
        var amount = random.Next(low, high + 1);
        // Document accounts (envelopes) stay cheap, so some invoices have no shipment over 100.
        return (code, account.IsDocuments ? Math.Min(amount, 300) : amount);
    }

    /// <summary>Spreads <paramref name="total"/> children over <paramref name="parents"/>, at least one each.</summary>
    private static int[] Distribute(Random random, int total, int parents, bool weighted)
    {
        var counts = new int[parents];
        Array.Fill(counts, 1);
        var cumulative = new long[parents];
        long sum = 0;
        for (var i = 0; i < parents; i++)
        {
            sum += weighted ? random.Next(30, 171) : 1;
            cumulative[i] = sum;
        }

        for (var extra = total - parents; extra > 0; extra--)
        {
            var draw = random.NextInt64(sum);
            var index = Array.BinarySearch(cumulative, draw + 1);
            counts[index < 0 ? ~index : index]++;
        }

        return counts;
    }

    private static long[] UniqueDigits(Random random, int count, long low, long high, long excluded)
    {
        var seen = new HashSet<long> { excluded };
        return Enumerable.Range(0, count).Select(_ => NextUnique(random, seen, low, high)).ToArray();
    }

    private static long NextUnique(Random random, HashSet<long> seen, long low, long high)
    {
        long value;
        do
        {
            value = random.NextInt64(low, high);
        }
        while (!seen.Add(value));

        return value;
    }

    /// <summary>What an invoice's account ships: every fourth bills envelopes only, every tenth is Canadian.</summary>
    private readonly record struct Account(int Key, DateTime InvoiceDate)
    {
        public bool IsDocuments => Key % 4 == 0;

        public bool IsMetric => Key % 10 == 8;

        public string Currency => IsMetric ? "CAD" : "USD";
    }

    private sealed class Keys
    {
        public int Shipment { get; set; }

        public int Package { get; set; }

        public int Charge { get; set; }
    }
}
