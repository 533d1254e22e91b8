using EmbeddedDbBench.Core.Crud;

namespace EmbeddedDbBench.Tests.Crud;

public sealed class CrudPlanTests
{
    [Fact]
    public void Same_seed_gives_the_same_plan()
    {
        var first = new CrudPlan(200, seed: 7);
        var second = new CrudPlan(200, seed: 7);

        Assert.Equal(first.InsertTexts, second.InsertTexts);
        Assert.Equal(first.UpdateIds, second.UpdateIds);
        Assert.Equal(first.DeleteOrder, second.DeleteOrder);
    }

    [Fact]
    public void Ids_stay_in_the_ranges_the_spec_gives()
    {
        var plan = new CrudPlan(200, seed: 1);

        Assert.All(plan.UpdateIds, id => Assert.InRange(id, 1, 199));
        Assert.All(plan.ReadIds, id => Assert.InRange(id, 1, 200));
        Assert.Equal(Enumerable.Range(1, 200), plan.DeleteOrder.Order());
        Assert.NotEqual(Enumerable.Range(1, 200), plan.DeleteOrder);
    }

    [Fact]
    public void Final_texts_apply_every_update_in_order()
    {
        var plan = new CrudPlan(20, seed: 3);
        var lastUpdate = plan.UpdateIds.Select((id, i) => (id, i)).GroupBy(u => u.id).ToDictionary(g => g.Key, g => g.Max(u => u.i));

        for (var id = 1; id <= plan.N; id++)
        {
            var expected = lastUpdate.TryGetValue(id, out var i) ? plan.UpdateTexts[i] : plan.InsertTexts[id - 1];
            Assert.Equal(expected, plan.FinalTexts[id - 1]);
        }
    }
}
