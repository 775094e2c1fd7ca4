import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.locks.*;

// java.util.concurrent's collections, locks, barriers, executors and futures used where the
// result does not depend on the schedule: views and iteration orders, exception types and
// messages, toString formats (identity hash codes masked), the order in which a
// CompletableFuture runs its dependents.
public class ConcurrentApi {
  static String mask(Object o) {
    return String.valueOf(o).replaceAll("@[0-9a-f]+", "@_").replaceAll("\\$\\$Lambda\\$[^@\\]]*", "\\$\\$Lambda");
  }

  static void attempt(String what, Runnable r) {
    try {
      r.run();
      System.out.println(what + ": ok");
    } catch (RuntimeException e) {
      System.out.println(what + ": " + e.getClass().getName() + (e.getMessage() == null ? "" : " " + mask(e.getMessage())));
    }
  }

  public static void main(String[] args) throws Exception {
    maps();
    lists();
    queues();
    locks();
    barriers();
    futures();
    executors();
    completable();
  }

  static void maps() {
    ConcurrentHashMap<String, Integer> m = new ConcurrentHashMap<>();
    for (String s : "the quick brown fox jumps over the lazy dog again and again".split(" ")) {
      m.merge(s, 1, Integer::sum);
    }
    System.out.println(m + " " + m.size() + " " + m.mappingCount());
    System.out.println(m.keySet() + " " + m.values() + " " + m.entrySet());
    System.out.println(m.getOrDefault("cat", -1) + " " + m.putIfAbsent("cat", 9) + " " + m.putIfAbsent("cat", 10));
    System.out.println(m.computeIfAbsent("emu", k -> k.length()) + " " + m.computeIfPresent("emu", (k, v) -> v * 2) + " " + m.compute("emu", (k, v) -> null) + " " + m.containsKey("emu"));
    System.out.println(m.replace("cat", 9, 8) + " " + m.replace("cat", 1, 2) + " " + m.replace("cat", 7) + " " + m.remove("cat", 1) + " " + m.remove("cat", 7));
    m.replaceAll((k, v) -> v * 10);
    StringBuilder sb = new StringBuilder();
    m.forEach((k, v) -> sb.append(k.charAt(0)).append(v));
    System.out.println(sb);
    Iterator<Map.Entry<String, Integer>> it = m.entrySet().iterator();
    Map.Entry<String, Integer> first = it.next();
    System.out.println(first + " " + first.setValue(77) + " " + m.get(first.getKey()));
    it.remove();
    System.out.println(m.containsKey(first.getKey()) + " " + m.keySet().remove("dog") + " " + m.values().remove(20) + " " + m);
    Map<String, Integer> copy = new HashMap<>(m);
    System.out.println(m.equals(copy) + " " + copy.equals(m) + " " + (m.hashCode() == copy.hashCode()) + " " + m.contains(10));
    Enumeration<String> keys = m.keys();
    System.out.print("keys:");
    while (keys.hasMoreElements()) System.out.print(" " + keys.nextElement());
    System.out.println();
    ConcurrentHashMap.KeySetView<String, Boolean> set = ConcurrentHashMap.newKeySet();
    System.out.println(set.add("b") + " " + set.add("a") + " " + set.add("b") + " " + set + " " + set.getMappedValue());
    ConcurrentHashMap.KeySetView<String, Integer> withDefault = m.keySet(0);
    System.out.println(withDefault.add("zebra") + " " + m.get("zebra"));
    attempt("keySet().add", () -> m.keySet().add("x"));
    attempt("put null", () -> m.put("n", null));
    attempt("values().add", () -> m.values().add(1));
    ConcurrentHashMap<Integer, String> sized = new ConcurrentHashMap<>(40);
    for (int i = 0; i < 20; i++) sized.put(i * 37 % 101, "v" + i);
    System.out.println(sized.keySet());
    sized.keySet().removeIf(k -> k % 2 == 0);
    sized.values().removeIf(v -> v.endsWith("3"));
    System.out.println(sized);
    m.clear();
    System.out.println(m + " " + m.isEmpty());
  }

  static void lists() {
    CopyOnWriteArrayList<Integer> l = new CopyOnWriteArrayList<>(new Integer[] {3, 1, 2});
    Iterator<Integer> snapshot = l.iterator();
    l.add(4);
    l.add(0, 9);
    System.out.print("snapshot:");
    while (snapshot.hasNext()) System.out.print(" " + snapshot.next());
    System.out.println(" now " + l);
    System.out.println(l.addIfAbsent(4) + " " + l.addIfAbsent(5) + " " + l.addAllAbsent(Arrays.asList(5, 6, 6, 7)) + " " + l);
    System.out.println(l.indexOf(5) + " " + l.indexOf(5, 6) + " " + l.lastIndexOf(6) + " " + l.get(2) + " " + l.set(2, 8) + " " + l.remove(0) + " " + l.remove(Integer.valueOf(7)));
    l.sort(null);
    System.out.println(l + " " + l.hashCode() + " " + l.equals(new ArrayList<>(l)) + " " + l.containsAll(Arrays.asList(1, 8)));
    l.replaceAll(x -> x * 2);
    l.removeIf(x -> x > 10);
    System.out.println(l + " " + l.retainAll(Arrays.asList(2, 4, 8)) + " " + l + " " + l.removeAll(Arrays.asList(8)) + " " + l);
    ListIterator<Integer> li = l.listIterator(1);
    System.out.println(li.hasPrevious() + " " + li.previous() + " " + li.nextIndex());
    attempt("iterator remove", () -> { Iterator<Integer> i = l.iterator(); i.next(); i.remove(); });
    attempt("listIterator set", () -> l.listIterator().set(1));
    attempt("get 9", () -> l.get(9));
    attempt("add at 9", () -> l.add(9, 1));
    attempt("listIterator 9", () -> l.listIterator(9));
    @SuppressWarnings("unchecked")
    CopyOnWriteArrayList<Integer> c = (CopyOnWriteArrayList<Integer>) l.clone();
    c.add(100);
    System.out.println(l + " " + c + " " + Arrays.toString(c.toArray(new Integer[0])));
  }

  static void queues() throws InterruptedException {
    ArrayBlockingQueue<String> a = new ArrayBlockingQueue<>(2);
    System.out.println(a.offer("x") + " " + a.offer("y") + " " + a.offer("z") + " " + a + " " + a.remainingCapacity() + " " + a.peek());
    attempt("add to full", () -> a.add("w"));
    System.out.println(a.poll(0, TimeUnit.SECONDS) + " " + a.offer("z", 0, TimeUnit.SECONDS) + " " + a + " " + a.contains("z") + " " + a.remove("z") + " " + a.size());
    List<String> sink = new ArrayList<>();
    a.put("q");
    System.out.println(a.drainTo(sink) + " " + sink + " " + a.isEmpty() + " " + a.poll() + " " + a.drainTo(sink, 5));
    attempt("remove from empty", () -> a.remove());
    attempt("offer null", () -> a.offer(null));
    attempt("drainTo itself", () -> a.drainTo(a));
    attempt("capacity 0", () -> new ArrayBlockingQueue<String>(0));
    LinkedBlockingQueue<Integer> q = new LinkedBlockingQueue<>(Arrays.asList(5, 6, 7));
    System.out.println(q + " " + q.remainingCapacity() + " " + q.take() + " " + q.poll(1, TimeUnit.SECONDS) + " " + q.size());
    LinkedBlockingQueue<Integer> bounded = new LinkedBlockingQueue<>(1);
    System.out.println(bounded.offer(1) + " " + bounded.offer(2) + " " + bounded.remainingCapacity() + " " + bounded.element());
    for (Iterator<Integer> it = q.iterator(); it.hasNext(); ) {
      if (it.next() == 7) it.remove();
    }
    System.out.println(q + " " + Arrays.toString(q.toArray()));
    SynchronousQueue<String> s = new SynchronousQueue<>();
    System.out.println(s.offer("a") + " " + s.poll() + " " + s.size() + " " + s.isEmpty() + " " + s + " " + s.remainingCapacity() + " " + s.poll(0, TimeUnit.SECONDS));
  }

  static void locks() {
    ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
    rw.readLock().lock();
    rw.readLock().lock();
    System.out.println(mask(rw) + " " + rw.getReadHoldCount() + " " + rw.getReadLockCount() + " " + rw.writeLock().tryLock());
    System.out.println(mask(rw.readLock()) + " " + mask(rw.writeLock()));
    rw.readLock().unlock();
    rw.readLock().unlock();
    attempt("unlock read", () -> rw.readLock().unlock());
    attempt("unlock write", () -> rw.writeLock().unlock());
    attempt("read condition", () -> rw.readLock().newCondition());
    rw.writeLock().lock();
    rw.writeLock().lock();
    System.out.println(rw.isWriteLocked() + " " + rw.isWriteLockedByCurrentThread() + " " + rw.getWriteHoldCount() + " " + rw.writeLock().getHoldCount() + " " + rw.readLock().tryLock() + " " + mask(rw.writeLock()));
    rw.readLock().unlock();
    rw.writeLock().unlock();
    rw.writeLock().unlock();
    Condition cond = rw.writeLock().newCondition();
    rw.writeLock().lock();
    System.out.println(rw.hasWaiters(cond) + " " + rw.getWaitQueueLength(cond) + " " + rw.hasQueuedThreads() + " " + rw.getQueueLength() + " " + rw.isFair());
    cond.signalAll();
    rw.writeLock().unlock();
    attempt("signal without lock", () -> cond.signal());
  }

  static void barriers() throws Exception {
    int[] trips = new int[1];
    CyclicBarrier b = new CyclicBarrier(1, () -> trips[0]++);
    System.out.println(b.await() + " " + b.await() + " " + trips[0] + " " + b.getParties() + " " + b.isBroken());
    CyclicBarrier failing = new CyclicBarrier(1, () -> { throw new IllegalStateException("action"); });
    try {
      failing.await();
    } catch (IllegalStateException e) {
      System.out.println("action failed: " + e.getMessage() + " broken " + failing.isBroken());
    }
    try {
      failing.await();
    } catch (BrokenBarrierException e) {
      System.out.println("broken: " + e);
    }
    failing.reset();
    System.out.println(failing.isBroken());
    CyclicBarrier two = new CyclicBarrier(2);
    try {
      two.await(0, TimeUnit.SECONDS);
    } catch (TimeoutException e) {
      System.out.println("timed out, broken " + two.isBroken());
    }
    attempt("parties 0", () -> new CyclicBarrier(0));
  }

  static void futures() throws Exception {
    FutureTask<String> t = new FutureTask<>(() -> "done");
    System.out.println(t.isDone() + " " + mask(t).contains("Not completed, task = "));
    t.run();
    System.out.println(t.isDone() + " " + t.get() + " " + t.get(1, TimeUnit.SECONDS) + " " + mask(t) + " " + t.cancel(true));
    FutureTask<Integer> r = new FutureTask<>(() -> { }, 5);
    r.run();
    System.out.println(r.get() + " " + mask(Executors.callable(() -> { })).startsWith("java.util.concurrent.Executors$RunnableAdapter@_[Wrapped task = "));
    FutureTask<Integer> bad = new FutureTask<>(() -> { throw new java.io.IOException("io"); });
    bad.run();
    try {
      bad.get();
    } catch (ExecutionException e) {
      System.out.println(e + " | " + e.getCause() + " | " + mask(bad));
    }
    FutureTask<Integer> c = new FutureTask<>(() -> 1);
    System.out.println(c.cancel(false) + " " + c.isCancelled() + " " + c.isDone() + " " + mask(c));
    try {
      c.get();
    } catch (CancellationException e) {
      System.out.println(e);
    }
    FutureTask<Integer> never = new FutureTask<>(() -> 1);
    try {
      never.get(0, TimeUnit.SECONDS);
    } catch (TimeoutException e) {
      System.out.println(e);
    }
  }

  static void executors() throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(2);
    List<Callable<Integer>> tasks = new ArrayList<>();
    for (int i = 1; i <= 4; i++) {
      final int n = i;
      tasks.add(() -> n * n);
    }
    int sum = 0;
    for (Future<Integer> f : pool.invokeAll(tasks)) sum += f.get();
    System.out.println("invokeAll " + sum);
    System.out.println("invokeAny " + pool.invokeAny(Collections.singletonList(() -> "only")));
    try {
      pool.invokeAny(Collections.singletonList(() -> { throw new IllegalStateException("no"); }));
    } catch (ExecutionException e) {
      System.out.println("invokeAny failed: " + e.getCause());
    }
    System.out.println(pool.submit(() -> { }, "result").get() + " " + pool.submit(() -> { }).get());
    ThreadPoolExecutor tpe = (ThreadPoolExecutor) pool;
    System.out.println(tpe.getCorePoolSize() + " " + tpe.getMaximumPoolSize() + " " + tpe.getKeepAliveTime(TimeUnit.SECONDS) + " " + tpe.getQueue().getClass().getSimpleName() + " " + tpe.getLargestPoolSize());
    CountDownLatch started = new CountDownLatch(2);
    CountDownLatch never = new CountDownLatch(1);
    Future<?> blocked = pool.submit(() -> { started.countDown(); never.await(); return null; });
    Future<?> other = pool.submit(() -> { started.countDown(); never.await(); return null; });
    started.await();
    pool.submit(() -> 1);
    pool.submit(() -> 2);
    List<Runnable> pending = pool.shutdownNow();
    System.out.println("pending " + pending.size() + " shutdown " + pool.isShutdown());
    try {
      blocked.get();
    } catch (ExecutionException e) {
      System.out.println("interrupted task: " + e.getCause().getClass().getName());
    }
    try {
      other.get();
    } catch (ExecutionException e) {
      System.out.println("interrupted task: " + e.getCause().getClass().getName());
    }
    System.out.println(pool.awaitTermination(1, TimeUnit.MINUTES) + " " + pool.isTerminated());
    // Only the exception's class: the JDK's message counts the worker set, which can still
    // hold exiting workers after termination ("pool size = 2" or 0, by timing).
    try {
      pool.execute(() -> { });
      System.out.println("submit after shutdown: ok");
    } catch (RejectedExecutionException e) {
      System.out.println("submit after shutdown: " + e.getClass().getName());
    }
    ThreadPoolExecutor caller = new ThreadPoolExecutor(1, 1, 0, TimeUnit.SECONDS, new ArrayBlockingQueue<>(1), new ThreadPoolExecutor.CallerRunsPolicy());
    caller.shutdown();
    caller.execute(() -> System.out.println("caller runs: not after shutdown"));
    System.out.println("caller " + caller.isShutdown());
    ExecutorService single = Executors.newSingleThreadExecutor();
    System.out.println(single.submit(() -> Thread.currentThread().getName().startsWith("pool-")).get() + " " + single.getClass().getName());
    single.shutdown();
    attempt("bad pool", () -> new ThreadPoolExecutor(2, 1, 0, TimeUnit.SECONDS, new LinkedBlockingQueue<>()));
  }

  static void completable() throws Exception {
    CompletableFuture<Integer> cf = new CompletableFuture<>();
    CompletableFuture<Integer> b = cf.thenApply(x -> { System.out.println("A " + x); return x + 1; });
    b.thenAccept(x -> System.out.println("A1 " + x));
    b.thenAccept(x -> System.out.println("A2 " + x));
    cf.thenRun(() -> System.out.println("B"));
    CompletableFuture<Integer> c = cf.thenApply(x -> { System.out.println("C " + x); return x * 10; });
    c.thenAccept(x -> System.out.println("C1 " + x));
    c.thenAccept(x -> System.out.println("C2 " + x));
    System.out.println(cf.getNumberOfDependents() + " " + mask(cf) + " " + cf.getNow(-1));
    cf.complete(1);
    System.out.println(cf.complete(2) + " " + cf.join() + " " + mask(cf));
    CompletableFuture<String> x1 = new CompletableFuture<>(), x2 = new CompletableFuture<>();
    CompletableFuture<String> both = x1.thenCombine(x2, (p, q) -> p + q);
    CompletableFuture<Void> accepted = x1.thenAcceptBoth(x2, (p, q) -> System.out.println("both " + p + q));
    CompletableFuture<Void> ran = x1.runAfterBoth(x2, () -> System.out.println("after both"));
    CompletableFuture<String> either = x1.applyToEither(x2, s -> "either " + s);
    System.out.println(x1.getNumberOfDependents() + " " + x2.getNumberOfDependents());
    x2.complete("b");
    System.out.println(either.join() + " " + x1.getNumberOfDependents() + " " + both.isDone());
    x1.complete("a");
    System.out.println(both.join() + " " + accepted.isDone() + " " + ran.isDone());
    CompletableFuture<Integer> failed = new CompletableFuture<>();
    CompletableFuture<Integer> dependent = failed.thenApply(v -> v + 1);
    CompletableFuture<Integer> handled = failed.handle((v, t) -> t == null ? v : -1);
    CompletableFuture<Integer> when = failed.whenComplete((v, t) -> System.out.println("when " + v + " " + t));
    failed.completeExceptionally(new IllegalArgumentException("bad"));
    System.out.println(handled.join() + " " + failed.isCompletedExceptionally() + " " + mask(failed) + " " + mask(dependent));
    try {
      dependent.join();
    } catch (CompletionException e) {
      System.out.println("join: " + e);
    }
    try {
      when.get();
    } catch (ExecutionException e) {
      System.out.println("get: " + e);
    }
    System.out.println(dependent.exceptionally(t -> t instanceof CompletionException ? 1 : 2).join() + " " + failed.exceptionally(t -> t instanceof CompletionException ? 1 : 2).join());
    CompletableFuture<Integer> k = new CompletableFuture<>();
    System.out.println(k.cancel(false) + " " + k.isCancelled() + " " + k.isDone() + " " + mask(k));
    try {
      k.join();
    } catch (CancellationException e) {
      System.out.println("cancelled: " + e);
    }
    CompletableFuture<Integer> f1 = new CompletableFuture<>(), f2 = new CompletableFuture<>(), f3 = new CompletableFuture<>();
    CompletableFuture<Void> all = CompletableFuture.allOf(f1, f2, f3);
    CompletableFuture<Object> any = CompletableFuture.anyOf(f1, f2, f3);
    System.out.println(f1.getNumberOfDependents() + " " + f2.getNumberOfDependents() + " " + f3.getNumberOfDependents());
    f2.complete(2);
    System.out.println(any.join() + " " + all.isDone() + " " + f1.getNumberOfDependents() + " " + f3.getNumberOfDependents());
    f3.completeExceptionally(new RuntimeException("three"));
    f1.completeExceptionally(new RuntimeException("one"));
    try {
      all.join();
    } catch (CompletionException e) {
      System.out.println("allOf: " + e);
    }
    System.out.println(CompletableFuture.allOf().join() + " " + CompletableFuture.anyOf(CompletableFuture.completedFuture("one")).join() + " " + CompletableFuture.anyOf().isDone());
    Executor direct = Runnable::run;
    System.out.println(CompletableFuture.supplyAsync(() -> 6, direct).thenApplyAsync(v -> v * 7, direct).thenComposeAsync(v -> CompletableFuture.completedFuture(v + 0), direct).join());
    System.out.println(CompletableFuture.runAsync(() -> { }, direct).join());
    System.out.println(CompletableFuture.completedFuture(3).thenCompose(v -> CompletableFuture.completedFuture(v * 2)).join() + " " + CompletableFuture.completedFuture(null).thenApply(v -> v == null).getNow(false));
    CompletableFuture<Integer> obtruded = CompletableFuture.completedFuture(1);
    obtruded.obtrudeValue(2);
    System.out.println(obtruded.join() + " " + obtruded.toCompletableFuture().getNow(0));
    try {
      CompletableFuture.supplyAsync(() -> { throw new IllegalStateException("supplier"); }).get();
    } catch (ExecutionException e) {
      System.out.println("async: " + e.getCause());
    }
    System.out.println(CompletableFuture.supplyAsync(() -> 40).thenApply(v -> v + 2).get());
    System.out.println(new CompletionException("m", null) + " | " + new CancellationException("c") + " | " + new TimeoutException("t") + " | " + new BrokenBarrierException("b") + " | " + new RejectedExecutionException("r"));
  }
}
