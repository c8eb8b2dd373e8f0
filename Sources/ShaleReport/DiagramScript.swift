/// The report's one script, inline and admitted by its hash (`ReportStyle.contentSecurityPolicy`): pans, zooms and
/// searches the diagram, so a model of many entities can be read on the page with nothing to load. It reads no
/// text from the model into markup (search results are classes on the drawing's own nodes, counts are numbers);
/// without it the diagram still shows, scaled to the page, with its "Show at full size" box that scrolls.
enum DiagramScript {
    /// The script. Drag (or the arrow keys) pans; the wheel, `+`/`-` and the buttons zoom about the pointer or the
    /// centre; `0` and Fit show the whole drawing; the search box marks the entities whose names contain its text,
    /// dims the rest, and Enter centres the next match, at the drawing's own size when it was shown smaller.
    static let source = """
        (() => {
          const figure = document.getElementById("diagram-view");
          const svg = figure && figure.querySelector(".diagram svg");
          if (!svg || !svg.viewBox || !svg.viewBox.baseVal) { return; }
          const pane = svg.parentElement;
          const base = svg.viewBox.baseVal;
          const full = { x: base.x, y: base.y, w: base.width, h: base.height };
          let view = { ...full };
          figure.classList.add("interactive");
          // As tall as the drawing at the page's width, between 15rem and most of the window; most of the window
          // when the drawing is much larger than the page, as it is then read zoomed in.
          const scaled = full.h * pane.clientWidth / full.w;
          const large = full.w * 4 / 3 > pane.clientWidth * 1.5;
          const height = Math.max(240, large ? window.innerHeight * 0.7 : Math.min(window.innerHeight * 0.7, scaled));
          svg.style.height = height.toFixed(0) + "px";
          const apply = () => {
            svg.setAttribute("viewBox", [view.x, view.y, view.w, view.h].map((v) => v.toFixed(2)).join(" "));
            figure.dataset.zoom = (full.w / view.w).toFixed(2);
          };
          const point = (clientX, clientY) => {
            const matrix = svg.getScreenCTM();
            if (!matrix) { return { x: view.x + view.w / 2, y: view.y + view.h / 2 }; }
            return new DOMPoint(clientX, clientY).matrixTransform(matrix.inverse());
          };
          const centre = () => ({ x: view.x + view.w / 2, y: view.y + view.h / 2 });
          const zoom = (factor, at) => {
            const w = Math.min(Math.max(view.w / factor, full.w / 40), full.w * 2);
            const scale = w / view.w;
            view = { x: at.x - (at.x - view.x) * scale, y: at.y - (at.y - view.y) * scale, w: w, h: view.h * scale };
            apply();
          };
          const pan = (dx, dy) => { view.x += dx; view.y += dy; apply(); };
          const fit = () => { view = { ...full }; apply(); };
          figure.querySelector("[data-action=zoom-in]").addEventListener("click", () => zoom(1.5, centre()));
          figure.querySelector("[data-action=zoom-out]").addEventListener("click", () => zoom(1 / 1.5, centre()));
          figure.querySelector("[data-action=fit]").addEventListener("click", fit);
          pane.addEventListener("wheel", (event) => {
            event.preventDefault();
            zoom(event.deltaY < 0 ? 1.2 : 1 / 1.2, point(event.clientX, event.clientY));
          }, { passive: false });
          let drag = null;
          pane.addEventListener("pointerdown", (event) => {
            drag = point(event.clientX, event.clientY);
            pane.classList.add("dragging");
          });
          pane.addEventListener("pointermove", (event) => {
            if (!drag) { return; }
            const now = point(event.clientX, event.clientY);
            pan(drag.x - now.x, drag.y - now.y);
          });
          const stop = () => { drag = null; pane.classList.remove("dragging"); };
          pane.addEventListener("pointerup", stop);
          pane.addEventListener("pointerleave", stop);
          pane.addEventListener("keydown", (event) => {
            const step = view.w / 10;
            const keys = {
              ArrowLeft: () => pan(-step, 0), ArrowRight: () => pan(step, 0),
              ArrowUp: () => pan(0, -step), ArrowDown: () => pan(0, step),
              "+": () => zoom(1.5, centre()), "=": () => zoom(1.5, centre()), "-": () => zoom(1 / 1.5, centre()),
              "0": fit,
            };
            if (keys[event.key]) { event.preventDefault(); keys[event.key](); }
          });
          const search = figure.querySelector("#diagram-search");
          const status = figure.querySelector("#diagram-matches");
          const nodes = [...svg.querySelectorAll("g.node")];
          const name = (node) => ((node.querySelector("text") || {}).textContent || "").trim().toLowerCase();
          let matches = [];
          let shown = -1;
          const show = (node) => {
            const box = node.getBBox();
            const matrix = svg.getScreenCTM().inverse().multiply(node.getScreenCTM());
            const middle = new DOMPoint(box.x + box.width / 2, box.y + box.height / 2).matrixTransform(matrix);
            const top = new DOMPoint(box.x, box.y).matrixTransform(matrix).y;
            // At the drawing's own size (a point is 4/3 of a CSS pixel) when it is shown smaller, so the
            // match's text reads as the rest of the page does.
            const natural = pane.clientWidth * 0.75;
            if (view.w > natural) {
              const w = Math.min(full.w, natural);
              view = { x: view.x, y: view.y, w: w, h: view.h * w / view.w };
            }
            // Centred; a box taller than the view from its top, so its name shows.
            const visible = Math.max(view.h, (svg.clientHeight / svg.clientWidth) * view.w);
            view.x = middle.x - view.w / 2;
            view.y = 2 * (middle.y - top) > visible * 0.9 ? top - visible * 0.05 + (visible - view.h) / 2
              : middle.y - view.h / 2;
            apply();
          };
          search.addEventListener("input", () => {
            const text = search.value.trim().toLowerCase();
            matches = text ? nodes.filter((node) => name(node).includes(text)) : [];
            shown = -1;
            for (const node of nodes) {
              node.classList.toggle("match", matches.includes(node));
              node.classList.toggle("dimmed", text !== "" && !matches.includes(node));
            }
            status.textContent = text === "" ? "" : matches.length === 0 ? "no entity matches"
              : matches.length === 1 ? "1 entity matches" : matches.length + " entities match";
          });
          search.addEventListener("keydown", (event) => {
            if (event.key !== "Enter" || matches.length === 0) { return; }
            event.preventDefault();
            shown = (shown + 1) % matches.length;
            show(matches[shown]);
          });
          apply();
        })();
        """
}
