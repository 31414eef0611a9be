/// What a document page has to show: nothing yet while the sources are read, why there is nothing, or the document.
enum DocumentContent<Document> {
    /// The sources are being read.
    case loading
    /// Why there is no document.
    case failed(String)
    /// The document.
    case loaded(Document)

    /// The content `result` makes: its document, or its failure's words.
    init(_ result: Result<Document, PackageReader.Failure>) {
        switch result {
        case .success(let document): self = .loaded(document)
        case .failure(let failure): self = .failed(failure.description)
        }
    }
}
