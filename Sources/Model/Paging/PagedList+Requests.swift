extension PagedList {
    /// Sends `request` about the item with `id` and applies the answer to it when it arrives, redrawing that row
    /// alone; `Loading…` shows meanwhile. A failure keeps the item as it was and can be retried.
    @discardableResult
    public func perform<Answer: Sendable>(_ request: ItemRequest<Item, Answer>, on id: Item.ID) -> Task<Void, Never> {
        guard let index = index(of: id) else { return Task {} }
        let item = items[index]
        clearFailure()
        requestsInFlight += 1
        return startTrackedTask { [weak self] in
            do throws(APIError) {
                let answer = try await request.send(item)
                self?.update(id) { request.apply(&$0, answer) }
            } catch {
                self?.fail(error, retry: { [weak self] in self?.perform(request, on: id) ?? Task {} })
            }
            self?.requestsInFlight -= 1
        }
    }

    /// Makes `edit`'s change to the item with `id` at once (that row redraws) and saves it after any earlier save of
    /// the same item, so the server sees one item's changes in the order they were made.
    ///
    /// When the last pending save of the item has answered, the row shows what the server confirmed: the saved
    /// item on success, the item as it was before the edits on failure (the rollback), with the error; `Retry` then
    /// makes the same change again (a like, a follow, a `+`), as a failed server-confirmed request is repeated.
    ///
    /// - Returns: A task answering the server's answer, or `nil` when the save failed, the item is not in the list,
    ///   or the change left it as it was (nothing was sent).
    @discardableResult
    public func save<Answer: Sendable>(_ edit: OptimisticEdit<Item, Answer>, on id: Item.ID) -> Task<Answer?, Never> {
        guard let index = index(of: id) else { return Task { nil } }
        var edited = items[index]
        edit.change(&edited)
        guard edited != items[index] else { return Task { nil } }
        clearFailure()
        items[index] = edited
        notify(.updated([index]))
        pendingSaves[id, default: 0] += 1
        let previous = saveChains[id]
        let save = startTrackedTask { [weak self] () -> Answer? in
            await previous?()
            let outcome: Result<Answer, APIError>
            do throws(APIError) {
                outcome = .success(try await edit.save(edited))
            } catch {
                outcome = .failure(error)
            }
            return self?.finishSave(outcome, of: id, edit: edit)
        }
        saveChains[id] = { _ = await save.value }
        return save
    }

    /// Sends `request` about the item with `id` and, once the server confirms, removes the item (a draft moved to
    /// the trash); `Loading…` shows meanwhile. A failure keeps the item and can be retried.
    @discardableResult
    public func remove<Answer: Sendable>(
        _ id: Item.ID, after request: @escaping @Sendable (Item) async throws(APIError) -> Answer
    ) -> Task<Void, Never> {
        guard let index = index(of: id) else { return Task {} }
        let item = items[index]
        clearFailure()
        requestsInFlight += 1
        return startTrackedTask { [weak self] in
            do throws(APIError) {
                _ = try await request(item)
                self?.removeItem(id)
            } catch {
                self?.fail(error, retry: { [weak self] in self?.remove(id, after: request) ?? Task {} })
            }
            self?.requestsInFlight -= 1
        }
    }

    private func finishSave<Answer: Sendable>(
        _ outcome: Result<Answer, APIError>, of id: Item.ID, edit: OptimisticEdit<Item, Answer>
    ) -> Answer? {
        let pending = max(0, (pendingSaves[id] ?? 1) - 1)
        pendingSaves[id] = pending == 0 ? nil : pending
        if pending == 0 { saveChains[id] = nil }
        var answer: Answer?
        switch outcome {
        case .success(let saved):
            answer = saved
            if var item = confirmed[id] {
                edit.confirm(&item, saved)
                confirmed[id] = item
            }
        case .failure(let error):
            fail(
                error,
                retry: { [weak self] in
                    let again = self?.save(edit, on: id)
                    return Task { _ = await again?.value }
                })
        }
        if pending == 0, let item = confirmed[id] {
            update(id) { $0 = item }
        }
        return answer
    }

    /// Changes the item with `id` in place; publishes the row if it changed.
    func update(_ id: Item.ID, _ change: (inout Item) -> Void) {
        guard let index = index(of: id) else { return }
        var item = items[index]
        change(&item)
        guard item != items[index] else { return }
        items[index] = item
        if pendingSaves[id] == nil { confirmed[id] = item }
        notify(.updated([index]))
    }

    private func removeItem(_ id: Item.ID) {
        guard let index = index(of: id) else { return }
        items.remove(at: index)
        confirmed[id] = nil
        notify(.removed([index]))
    }
}
