"""What the player sees while the first start installs the game's requirements.

In a terminal, the set-up prints its sentences and pip draws its own progress.
Double-clicked with no terminal, a small window shows the same sentences and
pip's lines as they come (tkinter, else the desktop's zenity), so the player
knows something is happening and does not start the game a second time.
Standard library only.
"""

import queue
import shutil
import subprocess
import threading

from . import notice

TITLE = "PyraPack"


class ConsoleView:
    """Sentences on stdout; commands write to the terminal themselves."""

    piped = False  # whether commands' output must be handed to ``line``

    def say(self, text):
        print(text, flush=True)

    def line(self, text):
        print(text, flush=True)

    def run(self, task):
        return task()

    def close(self):
        pass


def choose():
    """The view for this start: the console, or a window when there is no terminal."""
    if notice.has_terminal() or notice.headless():
        return ConsoleView()
    for view in (TkView, ZenityView):
        try:
            return view()
        except Exception:  # no display, no tkinter, no zenity: try the next
            continue
    return ConsoleView()


class TkView:
    """A small window: the current sentence, a busy bar and pip's lines scrolling by."""

    piped = True

    def __init__(self):
        import tkinter
        from tkinter import ttk

        self._tk = tkinter
        self.root = tkinter.Tk()
        self.root.title(TITLE)
        self.root.protocol("WM_DELETE_WINDOW", lambda: None)  # pip must not be cut off half-way
        self.label = ttk.Label(self.root, wraplength=560, justify="left")
        self.label.pack(padx=16, pady=(16, 8), anchor="w")
        self.bar = ttk.Progressbar(self.root, mode="indeterminate", length=560)
        self.bar.pack(padx=16, pady=4)
        self.text = tkinter.Text(self.root, width=80, height=12, state="disabled")
        self.text.pack(padx=16, pady=(8, 16), fill="both", expand=True)
        self.messages = queue.Queue()

    def say(self, text):
        self.messages.put(("say", text))

    def line(self, text):
        self.messages.put(("line", text))

    def run(self, task):
        """Run ``task`` in a thread while the window stays responsive; its result."""
        result = {}

        def work():
            try:
                result["value"] = task()
            except BaseException as exc:  # handed back to the caller below
                result["error"] = exc

        thread = threading.Thread(target=work, daemon=True)
        thread.start()
        self.bar.start(12)
        self.root.after(0, self._pump, thread)  # quit() only works once mainloop runs
        self.root.mainloop()
        thread.join()
        if "error" in result:
            raise result["error"]
        return result["value"]

    def _pump(self, thread):
        while not self.messages.empty():
            kind, text = self.messages.get()
            if kind == "say":
                self.label.configure(text=text)
            else:
                self.text.configure(state="normal")
                self.text.insert("end", text + "\n")
                self.text.see("end")
                self.text.configure(state="disabled")
        if thread.is_alive():
            self.root.after(80, self._pump, thread)
        else:
            self.root.quit()

    def close(self):
        try:
            self.root.destroy()
        except self._tk.TclError:
            pass


class ZenityView:
    """zenity's pulsing progress dialog; its text follows the set-up's sentences and pip."""

    piped = True

    def __init__(self):
        if not shutil.which("zenity"):
            raise OSError("no zenity")
        self.process = subprocess.Popen(
            ["zenity", "--progress", "--pulsate", "--no-cancel", "--auto-close", f"--title={TITLE}",
             "--width=560", "--text=…"],
            stdin=subprocess.PIPE, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, text=True)
        self.sentence = ""

    def _send(self, text):
        try:
            self.process.stdin.write("# " + text.replace("\n", " ") + "\n")
            self.process.stdin.flush()
        except (OSError, ValueError):
            pass

    def say(self, text):
        self.sentence = text
        self._send(text)

    def line(self, text):
        if text.strip():
            self._send(f"{self.sentence} — {text.strip()[:90]}")

    def run(self, task):
        return task()

    def close(self):
        """End of input: zenity closes itself (--auto-close); one that lingers is stopped."""
        try:
            self.process.stdin.write("100\n")
            self.process.stdin.close()
        except (OSError, ValueError):
            pass
        try:
            self.process.wait(timeout=2)
        except subprocess.TimeoutExpired:
            self.process.terminate()
